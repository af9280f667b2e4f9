CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"branches" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"rejection_reason" text,
	"package_reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "quotations_company_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "quotations_company_package_unique" UNIQUE("company_id","package_reference"),
	CONSTRAINT "quotations_status" CHECK ("quotations"."status" IN ('submitted','approved','rejected')),
	CONSTRAINT "quotations_total_positive" CHECK ("quotations"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_counters_company_id_kind_year_pk" PRIMARY KEY("company_id","kind","year")
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_counters" ADD CONSTRAINT "reference_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_company_created_idx" ON "quotations" USING btree ("company_id","created_at");