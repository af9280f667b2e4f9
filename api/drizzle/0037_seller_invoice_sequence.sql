-- Issue 31.1 (ADR 0054): one seller sequence per e-invoicing unit instead of one counter per buyer company. The unit's
-- row holds the last number, the invoice counter value (ICV) and the hash of the last invoice (PIH of the next),
-- locked by the transaction that issues an invoice. Invoices already given to companies keep their per-company
-- numbers and codes and get no ICV or hash (they were phase-1 documents, never part of a chain). The row 'phase-1'
-- records the highest number given before this migration: a unit's sequence starts after every number of every
-- unit, so no new code repeats an old one. ICVs start at 1 with ZATCA's seed PIH (base64 of the hex SHA-256 of "0").
CREATE TABLE "einvoicing_units" (
	"id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"last_icv" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_units_counters" CHECK ("last_number" >= 0 AND "last_icv" >= 0)
);
--> statement-breakpoint
INSERT INTO "einvoicing_units" ("id", "last_number", "last_icv", "last_hash")
	SELECT 'phase-1', COALESCE(MAX("number"), 0), 0,
		'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ=='
	FROM "invoices";
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "einvoicing_unit" text REFERENCES "einvoicing_units"("id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "icv" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "previous_hash" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "hash" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_unit_number_unique" UNIQUE ("einvoicing_unit", "number");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_unit_icv_unique" UNIQUE ("einvoicing_unit", "icv");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_code_unique" ON "invoices" ("code") WHERE "einvoicing_unit" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_chain_whole" CHECK (("einvoicing_unit" IS NULL) = ("icv" IS NULL)
	AND ("icv" IS NULL) = ("previous_hash" IS NULL) AND ("icv" IS NULL) = ("hash" IS NULL));
--> statement-breakpoint
-- Issue 31.2: the buyer's national address, asked for before the first invoice (ADR 0054).
ALTER TABLE "companies" ADD COLUMN "national_address" jsonb;
--> statement-breakpoint
DROP TABLE "invoice_counters";
