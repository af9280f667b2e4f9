-- Issue 15 §4: every list's default sort, every sort key and the contains-search served by an index at 100,000
-- rows (api/test/list-indexes.test.ts checks the plans), and a branch total that does not count.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Branches: (company_id, <sort key>, id) per sort key of the contract (code: the unique (company_id, code)).
-- The list orders ties by id in the direction of the sort, so a page is one walk of one of these, either way.
CREATE INDEX "branches_company_created_idx" ON "branches" USING btree ("company_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "branches_company_name_idx" ON "branches" USING btree ("company_id","name","id");
--> statement-breakpoint
CREATE INDEX "branches_company_floors_idx" ON "branches" USING btree ("company_id","floors","id");
--> statement-breakpoint
CREATE INDEX "branches_company_size_idx" ON "branches" USING btree ("company_id","size_m2","id");
--> statement-breakpoint
CREATE INDEX "branches_company_age_idx" ON "branches" USING btree ("company_id","building_age_years","id");
--> statement-breakpoint
-- Contains-search (ILIKE '%q%'): trigram indexes, one per searched column (PostgreSQL ORs their bitmaps).
CREATE INDEX "branches_name_trgm_idx" ON "branches" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "branches_code_trgm_idx" ON "branches" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "branches_address_trgm_idx" ON "branches" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "branches_building_number_trgm_idx" ON "branches" USING gin ("building_number" gin_trgm_ops);
--> statement-breakpoint
-- Units: the same per sort key of the unit list, and its name search.
CREATE INDEX "units_company_created_idx" ON "units" USING btree ("company_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "units_company_name_idx" ON "units" USING btree ("company_id","name","id");
--> statement-breakpoint
CREATE INDEX "units_company_floor_idx" ON "units" USING btree ("company_id","floor","id");
--> statement-breakpoint
CREATE INDEX "units_company_size_idx" ON "units" USING btree ("company_id","size_m2","id");
--> statement-breakpoint
CREATE INDEX "units_name_trgm_idx" ON "units" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Orders: the sort keys without an index of their own, spelled as the list orders (`desc nulls last`, then
-- created_at and id); the status one also serves a status filter with the default order, so it replaces 0011's.
DROP INDEX IF EXISTS "orders_company_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_company_status_sort_idx" ON "orders" USING btree ("company_id","status" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "orders_company_reference_sort_idx" ON "orders" USING btree ("company_id","reference" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "orders_company_total_sort_idx" ON "orders" USING btree ("company_id","total" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "orders_company_visit_sort_idx" ON "orders" USING btree ("company_id","visit_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "orders_reference_trgm_idx" ON "orders" USING gin ("reference" gin_trgm_ops);
--> statement-breakpoint
-- A company's number of branches, kept by statement-level triggers in the transaction of every insert and delete
-- (as order_list_counts, migration 0013): the unfiltered branch list's total without counting 100,000 rows.
CREATE TABLE "branch_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"branches" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION branch_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO branch_counts AS c (company_id, branches)
    SELECT company_id, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET branches = c.branches + excluded.branches;
  ELSE
    -- A company's own delete cascades here too: its count row is gone first or the update finds none.
    UPDATE branch_counts c SET branches = c.branches - d.n
    FROM (SELECT company_id, count(*) n FROM old_rows GROUP BY 1) d WHERE c.company_id = d.company_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER branch_counts_insert AFTER INSERT ON branches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_apply();
--> statement-breakpoint
CREATE TRIGGER branch_counts_delete AFTER DELETE ON branches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_apply();
--> statement-breakpoint
INSERT INTO branch_counts SELECT company_id, count(*) FROM branches GROUP BY 1;
