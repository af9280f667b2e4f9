-- Issue 32.5 (ADR 0060): coupon limits and their uses. A coupon may cap its uses in total and per company; each use
-- is a row bound to the order that took it, written in the order's transaction while the coupon's row is locked
-- (used_count is the total of uses not given back, kept with the rows so the limit is one conditional check). A
-- canceled order gives its use back (returned_at). The invoice keeps the coupon code its discount came from.
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_company" integer;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses" CHECK ("used_count" >= 0 AND ("max_uses" IS NULL OR ("max_uses" > 0 AND "used_count" <= "max_uses")) AND ("max_uses_per_company" IS NULL OR "max_uses_per_company" > 0));
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL REFERENCES "coupons"("id"),
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"discount" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "coupon_uses_order_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_uses_discount" CHECK ("discount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_company_idx" ON "coupon_uses" ("coupon_id", "company_id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "coupon_code" text;
--> statement-breakpoint
-- The launch coupons get limits a company in Riyadh would expect: the welcome coupon once per company.
UPDATE "coupons" SET "max_uses_per_company" = 1, "max_uses" = 1000 WHERE "code" = 'WELCOME10';
