CREATE TABLE "company_package_consumptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"order_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_package_consumptions_quantity" CHECK ("company_package_consumptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_package_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_package_locations_unique" UNIQUE("package_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "company_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"name" jsonb NOT NULL,
	"source" text NOT NULL,
	"published_package_id" uuid,
	"quotation_id" uuid,
	"quotation_reference" text,
	"type" text NOT NULL,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"period_months" integer NOT NULL,
	"frequency" text NOT NULL,
	"repeat_mode" text NOT NULL,
	"services" jsonb NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"allowed_location_count" integer NOT NULL,
	"allowed_areas" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"down_payment" bigint DEFAULT 0 NOT NULL,
	"pay_mode" text NOT NULL,
	"amount_charged" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"credit_line_allowed" boolean DEFAULT false NOT NULL,
	"credit_cost_bp" integer DEFAULT 0 NOT NULL,
	"credit_cost" bigint DEFAULT 0 NOT NULL,
	"credit_line_status" text,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"payment_id" uuid,
	"temp_transaction_id" uuid,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "company_packages_company_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "company_packages_quotation_unique" UNIQUE("quotation_id"),
	CONSTRAINT "company_packages_status" CHECK ("company_packages"."status" IN ('submitted','approved','rejected')),
	CONSTRAINT "company_packages_used" CHECK ("company_packages"."used" >= 0 AND "company_packages"."used" <= "company_packages"."total"),
	CONSTRAINT "company_packages_amounts" CHECK ("company_packages"."price" > 0 AND "company_packages"."total_price" = "company_packages"."price" + "company_packages"."vat" AND "company_packages"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_package_consumptions" ADD CONSTRAINT "company_package_consumptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_consumptions" ADD CONSTRAINT "company_package_consumptions_package_id_company_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."company_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_consumptions" ADD CONSTRAINT "company_package_consumptions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_locations" ADD CONSTRAINT "company_package_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_locations" ADD CONSTRAINT "company_package_locations_package_id_company_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."company_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_locations" ADD CONSTRAINT "company_package_locations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_published_package_id_catalog_packages_id_fk" FOREIGN KEY ("published_package_id") REFERENCES "public"."catalog_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_temp_transaction_id_wallet_temp_transactions_id_fk" FOREIGN KEY ("temp_transaction_id") REFERENCES "public"."wallet_temp_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_package_consumptions_package_idx" ON "company_package_consumptions" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "company_package_locations_branch_idx" ON "company_package_locations" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE INDEX "company_packages_company_created_idx" ON "company_packages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_packages_payment_idx" ON "company_packages" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "company_packages_temp_transaction_idx" ON "company_packages" USING btree ("temp_transaction_id");--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("dispatched_at","created_at");