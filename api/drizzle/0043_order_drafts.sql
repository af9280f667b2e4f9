-- Issue 32.6 (ADR 0063): the one-time order form kept as a draft, one per user and company. The draft is priced
-- when its branch, lines or coupon change (priced_total for priced_key); a submit that finds another price, a slot
-- taken or a service gone stores it as draft_failed with the reason. Not an order: nothing that reads orders sees it.
CREATE TABLE "order_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"branch_id" uuid REFERENCES "branches"("id") ON DELETE set null,
	"form" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priced_total" bigint,
	"priced_key" text,
	"failure_reason" text,
	"failure_total" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_drafts_user_unique" UNIQUE("company_id","user_id"),
	CONSTRAINT "order_drafts_status" CHECK ("order_drafts"."status" IN ('draft', 'draft_failed')),
	CONSTRAINT "order_drafts_failure" CHECK (("order_drafts"."status" = 'draft_failed') = ("order_drafts"."failure_reason" IS NOT NULL))
);
