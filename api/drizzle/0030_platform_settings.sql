-- Issue 27.7 (ADR 0034): the platform settings ops set from the console, one row per version (who, when), never
-- updated: the seller's legal identity printed on invoices, the support contacts, the automatic quotation approval
-- limit and the bank-transfer overdue delay.
CREATE TABLE "platform_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"seller_name_ar" text,
	"seller_name_en" text,
	"seller_vat_number" text,
	"seller_cr_number" text,
	"seller_address" jsonb,
	"support_phone" text,
	"support_whatsapp" text,
	"support_email" text,
	"support_hours" jsonb,
	"quotation_auto_approve_max" bigint NOT NULL,
	"transfer_overdue_hours" integer NOT NULL,
	"changed_by" uuid REFERENCES "users"("id"),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_version_positive" CHECK ("version" > 0),
	CONSTRAINT "platform_settings_seller_whole" CHECK (("seller_name_ar" IS NULL) = ("seller_name_en" IS NULL)
		AND ("seller_name_ar" IS NULL) = ("seller_vat_number" IS NULL)
		AND ("seller_name_ar" IS NULL) = ("seller_cr_number" IS NULL)
		AND ("seller_name_ar" IS NULL) = ("seller_address" IS NULL)),
	CONSTRAINT "platform_settings_vat_number" CHECK ("seller_vat_number" ~ '^3[0-9]{13}3$'),
	CONSTRAINT "platform_settings_cr_number" CHECK ("seller_cr_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "platform_settings_limits" CHECK ("quotation_auto_approve_max" >= 0 AND "transfer_overdue_hours" > 0)
);
--> statement-breakpoint
-- Version 1 keeps the limits the code had (500,000.00 SAR; 24 h) and leaves the seller and the support contacts
-- unset: the placeholders of migrations 0004 and 0006 were never a real identity. Until ops (or `npm run seed`)
-- save one, issuing an invoice answers 503 and the pages show no contact.
INSERT INTO "platform_settings" ("version", "quotation_auto_approve_max", "transfer_overdue_hours")
VALUES (1, 50000000, 24);
--> statement-breakpoint
-- One truth: the generic settings list no longer carries the placeholder seller and contacts.
DELETE FROM "settings" WHERE "platform" = 'b2b_portal'
	AND "key" IN ('seller_name', 'seller_vat_number', 'support_phone', 'support_email', 'support_whatsapp');
--> statement-breakpoint
-- Invoices copy the whole seller at issue and name the version they copied (earlier invoices keep what they have).
ALTER TABLE "invoices" ADD COLUMN "seller_cr_number" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_settings_version" integer REFERENCES "platform_settings"("version");
