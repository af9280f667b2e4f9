-- Issue 9 Beyond: per-branch monthly spending caps set by an admin, and the wallet payments above a cap that wait
-- for an admin's approval (accept_payment b2b_payments). The decision columns are the audit trail of each request.
CREATE TABLE "branch_spending_caps" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"monthly_cap" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_spending_caps_pk" PRIMARY KEY("company_id","branch_id"),
	CONSTRAINT "branch_spending_caps_cap_range" CHECK ("branch_spending_caps"."monthly_cap" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branch_spending_caps" ADD CONSTRAINT "branch_spending_caps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_spending_caps" ADD CONSTRAINT "branch_spending_caps_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_spending_caps" ADD CONSTRAINT "branch_spending_caps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "payment_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"monthly_cap" bigint NOT NULL,
	"month_spent" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_approvals_amount_positive" CHECK ("payment_approvals"."amount" > 0),
	CONSTRAINT "payment_approvals_status" CHECK ("payment_approvals"."status" IN ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_approvals_company_status_created_idx" ON "payment_approvals" USING btree ("company_id","status","created_at");--> statement-breakpoint
-- At most one open request per order: a second submit of the same payment finds the first.
CREATE UNIQUE INDEX "payment_approvals_one_pending_per_order" ON "payment_approvals" USING btree ("order_id") WHERE "payment_approvals"."status" = 'pending';
--> statement-breakpoint
-- refund_payment b2b_payments: the company asks for wallet money back to its bank account. The amount leaves the
-- wallet when asked (wallet → bank_clearing, so it cannot be spent twice); ops pay it out, or reject it and the
-- amount goes back to the wallet.
CREATE TABLE "wallet_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"iban" text NOT NULL,
	"account_name" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_refunds_seq_unique" UNIQUE("seq"),
	CONSTRAINT "wallet_refunds_amount_positive" CHECK ("wallet_refunds"."amount" > 0),
	CONSTRAINT "wallet_refunds_status" CHECK ("wallet_refunds"."status" IN ('pending','paid','rejected'))
);
--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_refunds_company_created_idx" ON "wallet_refunds" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_refunds_status_created_idx" ON "wallet_refunds" USING btree ("status","created_at");
