-- Issue 25.2 (ADR 0036): a payment knows what it paid, and a bank transfer what it pays for: a purpose (order,
-- package, recharge) and the id of the order or package (none for a wallet recharge). Until now an order's
-- payments were found by a text search of its reference, and the money code asked every buyer in turn "is this
-- yours?". Old rows are back-filled from what can be derived; a row nothing names (a card payment of an order
-- replaced by a later attempt, a rejected transfer of an order) keeps a null purpose, which the code reads as a
-- recharge, as it did before: such a row is closed, and were its money to arrive it lands in the wallet.
ALTER TABLE "payments" ADD COLUMN "purpose" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose_id" uuid;
--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD COLUMN "purpose" text;
--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD COLUMN "purpose_id" uuid;
--> statement-breakpoint
-- The card payment an order or a package points at.
UPDATE "payments" p SET "purpose" = 'order', "purpose_id" = o."id" FROM "orders" o WHERE o."payment_id" = p."id";
--> statement-breakpoint
UPDATE "payments" p SET "purpose" = 'package', "purpose_id" = cp."id"
	FROM "company_packages" cp WHERE cp."payment_id" = p."id" AND p."purpose" IS NULL;
--> statement-breakpoint
-- Paid ones the ledger names: the entry of the payment carries the order's (or the package's) reference.
UPDATE "payments" p SET "purpose" = 'order', "purpose_id" = o."id"
	FROM "journal_entries" j JOIN "orders" o ON o."reference" = j."reference" AND o."company_id" = j."company_id"
	WHERE j."payment_id" = p."id" AND p."purpose" IS NULL;
--> statement-breakpoint
UPDATE "payments" p SET "purpose" = 'package', "purpose_id" = cp."id"
	FROM "journal_entries" j
	JOIN "company_packages" cp ON cp."reference" = j."reference" AND cp."company_id" = j."company_id"
	WHERE j."payment_id" = p."id" AND p."purpose" IS NULL;
--> statement-breakpoint
UPDATE "payments" SET "purpose" = 'recharge' WHERE "purpose" IS NULL AND "type" = 'recharge';
--> statement-breakpoint
-- Transfers: the pending ones an order or a package waits for, the confirmed ones through their payment, the
-- remaining pending ones are recharges (nothing else waits for a transfer).
UPDATE "wallet_temp_transactions" t SET "purpose" = 'order', "purpose_id" = o."id"
	FROM "orders" o WHERE o."temp_transaction_id" = t."id";
--> statement-breakpoint
UPDATE "wallet_temp_transactions" t SET "purpose" = 'package', "purpose_id" = cp."id"
	FROM "company_packages" cp WHERE cp."temp_transaction_id" = t."id" AND t."purpose" IS NULL;
--> statement-breakpoint
UPDATE "wallet_temp_transactions" t SET "purpose" = p."purpose", "purpose_id" = p."purpose_id"
	FROM "payments" p WHERE p."id" = t."payment_id" AND t."purpose" IS NULL;
--> statement-breakpoint
UPDATE "wallet_temp_transactions" SET "purpose" = 'recharge' WHERE "purpose" IS NULL AND "status" = 'pending';
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("purpose" IN ('order', 'package', 'recharge')
	AND ("purpose" = 'recharge') = ("purpose_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "wallet_temp_transactions" ADD CONSTRAINT "wallet_temp_transactions_purpose"
	CHECK ("purpose" IN ('order', 'package', 'recharge') AND ("purpose" = 'recharge') = ("purpose_id" IS NULL));
--> statement-breakpoint
-- The order page's payments (and a package's): one index lookup by what they paid.
CREATE INDEX "payments_purpose_idx" ON "payments" ("company_id", "purpose_id", "created_at");
