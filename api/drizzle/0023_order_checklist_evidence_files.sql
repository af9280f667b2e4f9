-- Evidence-gated completion (issue 11 Beyond, ADR 0010 amendment): the provider's checklist ticks, and files.kind
-- unique per company only for the certificates, so order photos share one kind.
CREATE TABLE "order_checklist_ticks" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"checked_by" uuid,
	"checked_by_name" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_checklist_ticks_pk" PRIMARY KEY("order_id","item_key"),
	CONSTRAINT "order_checklist_ticks_state" CHECK ("order_checklist_ticks"."state" IN ('done','open'))
);
--> statement-breakpoint
ALTER TABLE "order_checklist_ticks" ADD CONSTRAINT "order_checklist_ticks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_ticks" ADD CONSTRAINT "order_checklist_ticks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_ticks" ADD CONSTRAINT "order_checklist_ticks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_company_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "files_company_certificate_unique" ON "files" USING btree ("company_id","kind") WHERE "files"."kind" IN ('cr','vat');--> statement-breakpoint
UPDATE "files" SET "kind" = 'order_evidence' WHERE "kind" LIKE 'order\_evidence:%';
