-- Issue 16.4: sign-in failures counted per phone + source (an address, or a known device) and per kind
-- (password or code), so one cannot lock the other and a stranger cannot lock the owner out everywhere.
ALTER TABLE "login_failures" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "kind" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "login_failures_phone_failed_idx";--> statement-breakpoint
CREATE INDEX "login_failures_phone_kind_idx" ON "login_failures" USING btree ("phone","kind","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_phone_kind_source_idx" ON "login_failures" USING btree ("phone","kind","source","failed_at");--> statement-breakpoint
-- Codes remember who asked for them: the hourly budget and the resend wait are per source.
ALTER TABLE "login_codes" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_codes_phone_source_created_idx" ON "login_codes" USING btree ("phone","source","created_at");--> statement-breakpoint
-- A browser that signed in before: it sends its device token and counts as its own source.
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
-- Issue 16.5: a registration waits here until its code is verified; only then are company and owner created.
CREATE TABLE "pending_registrations" (
	"phone" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at");
