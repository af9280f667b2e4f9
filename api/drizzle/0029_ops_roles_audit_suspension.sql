-- Issue 27.2, 27.3, 27.6: the operations team's roles, the audit log of every ops action, company suspension and the
-- verification of a company's CR / VAT certificates.
--
-- 1. An ops account's roles (contract/src/ops-permissions.ts) and whether it is active. A row per ops user; an ops
--    account without a row holds no role (fails closed). Existing ops accounts become admins.
CREATE TABLE "ops_staff" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "roles" text[] NOT NULL,
  "deactivated_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ops_staff_roles" CHECK ("roles" <@ ARRAY['admin','finance','dispatch','support','catalog']::text[])
);
--> statement-breakpoint
INSERT INTO "ops_staff" ("user_id", "roles") SELECT "id", ARRAY['admin'] FROM "users" WHERE "account_type" = 'ops';
--> statement-breakpoint
-- 2. Who did what, when and why in the back office; written in the action's own transaction. The actor's name is
--    kept as written (a deactivated agent still shows).
CREATE TABLE "ops_audit" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "actor_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_name" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" uuid,
  "company_id" uuid REFERENCES "companies"("id") ON DELETE SET NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ops_audit_at_idx" ON "ops_audit" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "ops_audit_actor_idx" ON "ops_audit" ("actor_user_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "ops_audit_company_idx" ON "ops_audit" ("company_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "ops_audit_action_idx" ON "ops_audit" ("action", "at" DESC);--> statement-breakpoint
-- 3. A suspended company's members are refused on every company call (nothing is deleted); reinstating clears it.
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- 4. Ops' verdict on the company's CR and VAT certificates; a certificate uploaded after it asks again.
ALTER TABLE "companies" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verification_status" CHECK ("verification_status" IN ('verified','rejected'));
--> statement-breakpoint
-- A suspension or reinstatement changes what every member's open event stream may receive (migration 0028's channel).
CREATE FUNCTION companies_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.suspended_at IS DISTINCT FROM OLD.suspended_at THEN
    PERFORM access_changed(ARRAY(SELECT 'm:' || "id" FROM "memberships" WHERE "company_id" = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_access_suspended AFTER UPDATE OF suspended_at ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_access_changed();
