-- Issue 31.6 (ADR 0061): credit notes are invoices' rows of document type 'credit_note', numbered in the same seller
-- sequence (one gap-free number, ICV and PIH chain for every document of the unit). A credit note names the invoice
-- it credits and why; its amounts are positive like the invoice's (the type says they are credited). Every row
-- before this migration is an invoice.
ALTER TABLE "invoices" ADD COLUMN "document_type" text DEFAULT 'invoice' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" uuid REFERENCES "invoices"("id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_type" CHECK ("document_type" IN ('invoice', 'credit_note')
	AND ("document_type" = 'credit_note') = ("credited_invoice_id" IS NOT NULL)
	AND ("document_type" = 'credit_note') = ("credit_reason" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "invoices_credited_invoice_idx" ON "invoices" ("credited_invoice_id") WHERE "credited_invoice_id" IS NOT NULL;
