-- Issue 27.5: who of the support team has taken a conversation of the ops inbox (the assignee other agents see).
-- One row per conversation that has one: the support chat by its company's id, an order chat by its order's id
-- (the ids the ops message routes take). The agent who leaves the team keeps the row, their name shown as written.
CREATE TABLE "chat_assignments" (
  "kind" text NOT NULL,
  "thread_id" uuid NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "user_name" text NOT NULL,
  "assigned_at" timestamp with time zone NOT NULL,
  CONSTRAINT "chat_assignments_pkey" PRIMARY KEY ("kind", "thread_id"),
  CONSTRAINT "chat_assignments_kind" CHECK ("kind" IN ('support','order'))
);
--> statement-breakpoint
CREATE INDEX "chat_assignments_user_idx" ON "chat_assignments" ("user_id");
