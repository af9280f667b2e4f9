-- Issue 32.2 (ADR 0069): a warranty order is a free visit of a completed order, linked to it. The link is a column
-- of the warranty order; at most one warranty order of an original is open at a time (the API checks first under
-- the original's row lock; the partial unique index catches what slips past).
ALTER TABLE "orders" ADD COLUMN "warranty_of_order_id" uuid REFERENCES "orders"("id") ON DELETE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_warranty_unique" ON "orders" ("warranty_of_order_id") WHERE "warranty_of_order_id" IS NOT NULL AND "status" NOT IN ('completed', 'rated', 'canceled', 'failed', 'draft_failed');
