-- Issue 29.5: the wallet's movements, newest first (the wallet's five-line preview answered with every deduction,
-- and GET company/wallets/walletTransaction's default order), read through an index on (company, seq) instead of
-- every entry of the company sorted. seq orders entries as they were posted.
CREATE INDEX "journal_entries_company_seq_idx" ON "journal_entries" USING btree ("company_id","seq");
