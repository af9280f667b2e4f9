-- Issue 32.1 (ADR 0072): a company's framework contract with the platform (one per company: its reference,
-- validity, terms in ar/en/fr, the response minutes promised per service type code, and the signed PDF, whose bytes
-- are in the file storage under a random key) and the service shifts it is served in (weekdays 0 = Sunday and
-- HH:MM hours, Riyadh time), which the slot picker keeps to when a company has any.
CREATE TABLE "company_contracts" (
	"company_id" uuid PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"reference" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"terms_ar" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_fr" text NOT NULL,
	"sla_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pdf_key" text,
	"pdf_name" text,
	"pdf_size" bigint,
	"pdf_uploaded_at" timestamp with time zone,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_contracts_pdf_key_unique" UNIQUE("pdf_key"),
	CONSTRAINT "company_contracts_validity" CHECK ("company_contracts"."valid_from" < "company_contracts"."valid_to"),
	CONSTRAINT "company_contracts_pdf_whole" CHECK (("company_contracts"."pdf_key" IS NULL) = ("company_contracts"."pdf_name" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "company_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "company_shifts_hours" CHECK ("company_shifts"."start" < "company_shifts"."end")
);
--> statement-breakpoint
CREATE INDEX "company_shifts_company_idx" ON "company_shifts" USING btree ("company_id","sort");
