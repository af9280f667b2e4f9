-- Issue 32.1 (ADR 0071): a company's negotiated prices, set by ops. Each row replaces one catalog price (a service's
-- per-unit and optional per-hour price, or a product's piece price) for one company, in halalas, within an optional
-- validity. One row per company and service or product (partial unique indexes).
CREATE TABLE "company_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"service_id" uuid REFERENCES "services"("id") ON DELETE cascade,
	"product_id" uuid REFERENCES "service_products"("id") ON DELETE cascade,
	"unit_price" integer NOT NULL,
	"hourly_price" integer,
	"valid_from" date,
	"valid_to" date,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_prices_one_item" CHECK (("company_prices"."service_id" IS NULL) <> ("company_prices"."product_id" IS NULL)),
	CONSTRAINT "company_prices_hourly_of_service" CHECK ("company_prices"."hourly_price" IS NULL OR "company_prices"."service_id" IS NOT NULL),
	CONSTRAINT "company_prices_amounts" CHECK ("company_prices"."unit_price" > 0 AND ("company_prices"."hourly_price" IS NULL OR "company_prices"."hourly_price" > 0)),
	CONSTRAINT "company_prices_dates" CHECK ("company_prices"."valid_from" IS NULL OR "company_prices"."valid_to" IS NULL OR "company_prices"."valid_to" >= "company_prices"."valid_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_prices_service_unique" ON "company_prices" USING btree ("company_id","service_id") WHERE "company_prices"."service_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "company_prices_product_unique" ON "company_prices" USING btree ("company_id","product_id") WHERE "company_prices"."product_id" IS NOT NULL;
