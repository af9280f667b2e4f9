-- Issue 32.2 (ADR 0070): an offer order is a one-time order placed on a published offer, priced with the offer's
-- discount on its service's line. The order keeps the offer it was placed on (type 'offer'); an offer is retired,
-- never deleted, so the link holds.
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid REFERENCES "offers"("id") ON DELETE restrict;--> statement-breakpoint
CREATE INDEX "orders_offer_idx" ON "orders" ("offer_id") WHERE "offer_id" IS NOT NULL;
