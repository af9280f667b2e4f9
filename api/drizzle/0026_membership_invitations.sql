-- Issue 26.6: adding a person who already has an account makes an invitation they accept or decline; until they
-- accept, the membership gives no access and the company is not in their list. Existing rows stay active.
ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status" CHECK ("memberships"."status" IN ('active','invited','declined'));
