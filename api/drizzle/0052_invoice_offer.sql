-- Issue 32.2 (ADR 0070, amended): the invoice of an offer order names the offer its discount came from, as the
-- invoice of a coupon order names the coupon (0040). Copied when the invoice is issued, as the seller and the buyer
-- are: renaming or retiring the offer later never changes an issued invoice. Null on every other invoice.
ALTER TABLE "invoices" ADD COLUMN "offer_name" jsonb;
