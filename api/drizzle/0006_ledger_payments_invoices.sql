CREATE TABLE "invoice_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_amount_adds_up" CHECK ("invoice_lines"."amount" = "invoice_lines"."quantity" * "invoice_lines"."unit_price"),
	CONSTRAINT "invoice_lines_vat_not_negative" CHECK ("invoice_lines"."vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_name_en" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"buyer_name_ar" text NOT NULL,
	"buyer_name_en" text NOT NULL,
	"buyer_cr_number" text,
	"buyer_vat_number" text,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "invoices_company_number_unique" UNIQUE("company_id","number"),
	CONSTRAINT "invoices_company_code_unique" UNIQUE("company_id","code"),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total" = "invoices"."subtotal" - "invoices"."discount" + "invoices"."vat"),
	CONSTRAINT "invoices_amounts_not_negative" CHECK ("invoices"."subtotal" >= 0 AND "invoices"."discount" >= 0 AND "invoices"."vat" >= 0),
	CONSTRAINT "invoices_paid_within_total" CHECK ("invoices"."paid" >= 0 AND "invoices"."paid" <= "invoices"."total"),
	CONSTRAINT "invoices_currency_sar" CHECK ("invoices"."currency" = 'SAR')
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid,
	"type" text NOT NULL,
	"payment_type" text,
	"method" text,
	"payment_id" uuid,
	"invoice_id" uuid,
	"reference" text,
	"description" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entries_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"balance" bigint,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_company_kind_unique" UNIQUE NULLS NOT DISTINCT("company_id","kind"),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."company_id" IS NULL) = ("ledger_accounts"."kind" IN ('revenue','vat_payable','gateway_clearing','bank_clearing','cash_clearing','discounts'))),
	CONSTRAINT "ledger_accounts_cached_for_companies" CHECK (("ledger_accounts"."company_id" IS NULL) = ("ledger_accounts"."balance" IS NULL)),
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'wallet' OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_credit_within_limit" CHECK ("ledger_accounts"."kind" <> 'credit_line' OR ("ledger_accounts"."balance" >= 0 AND "ledger_accounts"."balance" <= "ledger_accounts"."credit_limit")),
	CONSTRAINT "ledger_accounts_limit_not_negative" CHECK ("ledger_accounts"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "postings_amount_not_zero" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_unique" UNIQUE NULLS NOT DISTINCT("company_id","user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"gateway" text,
	"gateway_status" text,
	"gateway_reference" text,
	"failure_code" text,
	"entry_id" uuid,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_seq_unique" UNIQUE("seq"),
	CONSTRAINT "payments_gateway_reference_unique" UNIQUE("gateway","gateway_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_currency_sar" CHECK ("payments"."currency" = 'SAR')
);
--> statement-breakpoint
CREATE TABLE "wallet_temp_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"overdue" boolean DEFAULT false NOT NULL,
	"note" text,
	"receipt_storage_key" text NOT NULL,
	"receipt_original_name" text NOT NULL,
	"receipt_mime" text NOT NULL,
	"receipt_size" integer NOT NULL,
	"receipt_sha256" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"payment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_temp_transactions_seq_unique" UNIQUE("seq"),
	CONSTRAINT "wallet_temp_transactions_receipt_storage_key_unique" UNIQUE("receipt_storage_key"),
	CONSTRAINT "wallet_temp_transactions_amount_positive" CHECK ("wallet_temp_transactions"."amount" > 0),
	CONSTRAINT "wallet_temp_transactions_status" CHECK ("wallet_temp_transactions"."status" IN ('pending','confirmed','rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD CONSTRAINT "wallet_temp_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD CONSTRAINT "wallet_temp_transactions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD CONSTRAINT "wallet_temp_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD CONSTRAINT "wallet_temp_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "journal_entries_company_created_idx" ON "journal_entries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_temp_transactions_company_created_idx" ON "wallet_temp_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_temp_transactions_pending_idx" ON "wallet_temp_transactions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_type" CHECK ("users"."account_type" IN ('ops','company','customer','provider'));--> statement-breakpoint
-- Every journal entry balances: its postings sum to zero and there are at least two. Checked at COMMIT (deferred),
-- so the ledger may insert the postings of an entry one by one inside its transaction (DOMAIN.md §1).
CREATE FUNCTION "ledger_check_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid := COALESCE(NEW."entry_id", OLD."entry_id");
  total numeric;
  lines integer;
BEGIN
  SELECT COALESCE(SUM("amount"), 0), COUNT(*) INTO total, lines FROM "postings" WHERE "entry_id" = entry;
  IF lines > 0 AND (total <> 0 OR lines < 2) THEN
    RAISE EXCEPTION 'journal entry % is unbalanced (sum %, % postings)', entry, total, lines
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "postings_entry_balanced" AFTER INSERT OR UPDATE OR DELETE ON "postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"();
--> statement-breakpoint
-- The platform's own accounts (not cached: their balance is the sum of their postings).
INSERT INTO "ledger_accounts" ("company_id", "kind", "balance") VALUES
  (NULL, 'revenue', NULL), (NULL, 'vat_payable', NULL), (NULL, 'gateway_clearing', NULL),
  (NULL, 'bank_clearing', NULL), (NULL, 'cash_clearing', NULL), (NULL, 'discounts', NULL);
--> statement-breakpoint
-- Accounts of the companies registered so far; the credit line keeps the limit the old wallets table had.
INSERT INTO "ledger_accounts" ("company_id", "kind", "balance", "credit_limit")
SELECT c."id", k."kind", 0, CASE WHEN k."kind" = 'credit_line' THEN COALESCE(w."credit_line", 0) ELSE 0 END
FROM "companies" c
CROSS JOIN (VALUES ('wallet'), ('credit_line'), ('receivable')) AS k("kind")
LEFT JOIN "wallets" w ON w."company_id" = c."id";
--> statement-breakpoint
-- A balance held in the old wallets table becomes an opening entry (bank_clearing → wallet), so the cached
-- balance equals the sum of the postings from the first day.
WITH opening AS (
  INSERT INTO "journal_entries" ("company_id", "type", "payment_type", "method", "description", "created_at")
  SELECT w."company_id", 'deposit', 'recharge', 'transfer',
    '{"ar":"الرصيد الافتتاحي","en":"Opening balance","fr":"Solde d''ouverture"}'::jsonb, now()
  FROM "wallets" w WHERE w."balance" > 0
  RETURNING "id", "company_id"
)
INSERT INTO "postings" ("entry_id", "account_id", "amount", "balance_after")
SELECT o."id", a."id", CASE WHEN a."kind" = 'wallet' THEN -w."balance" ELSE w."balance" END,
  CASE WHEN a."kind" = 'wallet' THEN w."balance" ELSE NULL END
FROM opening o
JOIN "wallets" w ON w."company_id" = o."company_id"
JOIN "ledger_accounts" a ON (a."company_id" = o."company_id" AND a."kind" = 'wallet')
  OR (a."company_id" IS NULL AND a."kind" = 'bank_clearing');
--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = w."balance"
FROM "wallets" w WHERE a."company_id" = w."company_id" AND a."kind" = 'wallet' AND w."balance" > 0;
--> statement-breakpoint
-- The seller printed on every invoice (DOMAIN.md §3); ops change these rows, issued invoices keep their copy.
INSERT INTO "settings" ("platform", "key", "group", "value", "sort") VALUES
  ('b2b_portal', 'seller_name', 'invoice', '{"ar":"شركة منصة الصيانة للخدمات","en":"Maintenance Platform Services Co."}', 40),
  ('b2b_portal', 'seller_vat_number', 'invoice', '"300000000000003"', 41)
ON CONFLICT ("platform", "key") DO NOTHING;
