-- The dashboard's "highest in demand" and categories sum the year's service aggregates: at 20 branches ~2,400
-- monthly rows per request, the largest part of the dashboard's statement. They need the year, not the month: this
-- yearly roll-up of dashboard_service_months (same key with the Riyadh year instead of the month, status kept so
-- the status rules stay in TypeScript) has 12× fewer rows. It is kept from dashboard_service_months by
-- statement-level triggers, so it follows every change of that table in the same transaction (itself kept by the
-- triggers of migration 0017).
CREATE TABLE "dashboard_service_years" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"service_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"orders" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "dashboard_service_years_pk" PRIMARY KEY("company_id","branch_id","year","status","service_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_service_years" ADD CONSTRAINT "dashboard_service_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- New rows count +1, old rows −1; an insert or update upserts the year (groups in key order, as 0017), a delete
-- only subtracts (a company's deletion cascades to both tables: nothing to insert for it).
CREATE FUNCTION dashboard_service_years_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE dashboard_service_years c SET orders = c.orders - d.n, quantity = c.quantity - d.q
    FROM (SELECT company_id, branch_id, extract(year FROM month)::int y, status, service_id, sum(orders) n, sum(quantity) q
          FROM old_rows GROUP BY 1, 2, 3, 4, 5) d
    WHERE (c.company_id, c.branch_id, c.year, c.status, c.service_id) = (d.company_id, d.branch_id, d.y, d.status, d.service_id);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_service_years AS c (company_id, branch_id, year, status, service_id, name, orders, quantity)
    SELECT company_id, branch_id, extract(year FROM month)::int, status, service_id, (array_agg(name))[1], sum(orders), sum(quantity)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, branch_id, year, status, service_id) DO UPDATE
      SET orders = c.orders + excluded.orders, quantity = c.quantity + excluded.quantity, name = excluded.name;
  ELSE
    INSERT INTO dashboard_service_years AS c (company_id, branch_id, year, status, service_id, name, orders, quantity)
    SELECT company_id, branch_id, extract(year FROM month)::int, status, service_id,
           coalesce((array_agg(name) FILTER (WHERE k = 1))[1], (array_agg(name))[1]), sum(k * orders), sum(k * quantity)
    FROM (
      SELECT 1 k, company_id, branch_id, month, status, service_id, name, orders, quantity FROM new_rows
      UNION ALL
      SELECT -1, company_id, branch_id, month, status, service_id, name, orders, quantity FROM old_rows
    ) d GROUP BY 1, 2, 3, 4, 5
    HAVING sum(k * orders) <> 0 OR sum(k * quantity) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, branch_id, year, status, service_id) DO UPDATE
      SET orders = c.orders + excluded.orders, quantity = c.quantity + excluded.quantity, name = excluded.name;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_service_years_insert AFTER INSERT ON dashboard_service_months REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_years_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_years_update AFTER UPDATE ON dashboard_service_months REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_years_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_years_delete AFTER DELETE ON dashboard_service_months REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_years_apply();
--> statement-breakpoint
INSERT INTO dashboard_service_years
SELECT company_id, branch_id, extract(year FROM month)::int, status, service_id, (array_agg(name))[1], sum(orders), sum(quantity)
FROM dashboard_service_months GROUP BY 1, 2, 3, 4, 5;
