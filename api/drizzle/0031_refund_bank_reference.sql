-- Issue 27.3: ops mark a refund paid with the bank's reference of the payout, which the company sees.
ALTER TABLE "wallet_refunds" ADD COLUMN "bank_reference" text;
