CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"target_label" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "role_type" "role_type" DEFAULT 'Company User' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_created_idx" ON "audit_events" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_username_unique" UNIQUE("company_id","username");--> statement-breakpoint
-- Existing members take the type of their role (the owners registered so far are Admins).
UPDATE "memberships" SET "role_type" = "roles"."type" FROM "roles" WHERE "roles"."id" = "memberships"."role_id";
