-- Issue 31.5 (ADR 0062): each invoice of the seller sequence is cleared (standard) or reported (simplified) by
-- ZATCA's Fatoora before the company may download it. A new invoice starts pending (the column default, so issuing
-- needs no change); a job signs it, sends it and records the answer: cleared or reported with the document ZATCA
-- returned, or rejected with ZATCA's validation messages. Invoices from before the seller sequence (no ICV) or
-- without the copied addresses are phase-1 documents: never sent (not_required).
ALTER TABLE "invoices" ADD COLUMN "clearance_status" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "clearance_messages" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "clearance_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cleared_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cleared_xml" text;
--> statement-breakpoint
UPDATE "invoices" SET "clearance_status" = 'not_required'
  WHERE "icv" IS NULL OR "buyer_address" IS NULL OR "seller_address" IS NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_clearance_status" CHECK ("clearance_status" IN ('pending', 'cleared', 'reported', 'rejected', 'not_required'));
--> statement-breakpoint
CREATE INDEX "invoices_clearance_pending_idx" ON "invoices" ("issued_at") WHERE "clearance_status" = 'pending';
