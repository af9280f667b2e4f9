-- Issue 13 §1: the dashboard's widgets read monthly aggregates instead of scanning the year's orders per request.
-- Both tables are kept by statement-level triggers in the transaction of every change (the pattern of
-- order_list_counts, migration 0013); groups are upserted in key order so two transactions never lock them in
-- opposite orders. `month` is the first day of the order's Riyadh month (orders.created_at never changes, but an
-- update of it is handled like any other key change).
CREATE TABLE "dashboard_order_months" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	"seconds" double precision NOT NULL,
	"spend" bigint NOT NULL,
	CONSTRAINT "dashboard_order_months_pk" PRIMARY KEY("company_id","branch_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_service_months" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"service_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"orders" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "dashboard_service_months_pk" PRIMARY KEY("company_id","branch_id","month","status","service_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_order_months" ADD CONSTRAINT "dashboard_order_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_service_months" ADD CONSTRAINT "dashboard_service_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The "recent payments" and "recent packages" widgets: newest first with their tie-break, read from the index end.
CREATE INDEX "payments_company_created_seq_idx" ON "payments" USING btree ("company_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_packages_company_created_id_idx" ON "company_packages" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION dashboard_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
  $$ SELECT date_trunc('month', at AT TIME ZONE 'Asia/Riyadh')::date $$;
--> statement-breakpoint
-- Orders per (company, branch, Riyadh month, status): count, booked seconds and total. Old rows count −1, new +1.
CREATE FUNCTION dashboard_order_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE dashboard_order_months c SET orders = c.orders - d.n, seconds = c.seconds - d.s, spend = c.spend - d.t
    FROM (SELECT company_id, branch_id, dashboard_month(created_at) m, status, count(*) n,
                 sum(extract(epoch FROM ends_at - starts_at))::float8 s, sum(total) t
          FROM old_rows GROUP BY 1, 2, 3, 4) d
    WHERE (c.company_id, c.branch_id, c.month, c.status) = (d.company_id, d.branch_id, d.m, d.status);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_order_months AS c (company_id, branch_id, month, status, orders, seconds, spend)
    SELECT company_id, branch_id, dashboard_month(created_at), status, count(*),
           sum(extract(epoch FROM ends_at - starts_at))::float8, sum(total)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, branch_id, month, status) DO UPDATE
      SET orders = c.orders + excluded.orders, seconds = c.seconds + excluded.seconds, spend = c.spend + excluded.spend;
  ELSE
    INSERT INTO dashboard_order_months AS c (company_id, branch_id, month, status, orders, seconds, spend)
    SELECT company_id, branch_id, dashboard_month(created_at), status, sum(k), sum(k * s)::float8, sum(k * total)
    FROM (
      SELECT 1 k, company_id, branch_id, created_at, status, extract(epoch FROM ends_at - starts_at) s, total FROM new_rows
      UNION ALL
      SELECT -1, company_id, branch_id, created_at, status, extract(epoch FROM ends_at - starts_at), total FROM old_rows
    ) d GROUP BY 1, 2, 3, 4
    HAVING sum(k) <> 0 OR sum(k * s) <> 0 OR sum(k * total) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, branch_id, month, status) DO UPDATE
      SET orders = c.orders + excluded.orders, seconds = c.seconds + excluded.seconds, spend = c.spend + excluded.spend;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Service lines per (company, branch, month, status of their order, service): orders holding the service and the
-- quantity. An order's lines are always written together (created with the order, replaced whole by an approved
-- change), so counting distinct orders within one statement counts each order once.
CREATE FUNCTION dashboard_service_months_add(lines jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_service_months AS c (company_id, branch_id, month, status, service_id, name, orders, quantity)
  SELECT company_id, branch_id, month, status, service_id, (array_agg(name))[1], sum(orders), sum(quantity)
  FROM jsonb_to_recordset(lines) AS l(company_id uuid, branch_id uuid, month date, status text, service_id uuid,
                                      name jsonb, orders bigint, quantity bigint)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(orders) <> 0 OR sum(quantity) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, branch_id, month, status, service_id) DO UPDATE
    SET orders = c.orders + excluded.orders, quantity = c.quantity + excluded.quantity, name = excluded.name
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_service_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE dashboard_service_months c SET orders = c.orders - d.n, quantity = c.quantity - d.q
    FROM (SELECT o.company_id, o.branch_id, dashboard_month(o.created_at) m, o.status, l.service_id,
                 count(DISTINCT l.order_id) n, sum(l.quantity) q
          FROM old_rows l JOIN orders o ON o.id = l.order_id GROUP BY 1, 2, 3, 4, 5) d
    WHERE (c.company_id, c.branch_id, c.month, c.status, c.service_id) = (d.company_id, d.branch_id, d.m, d.status, d.service_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_service_months_add(coalesce(jsonb_agg(d), '[]')) FROM (
      SELECT o.company_id, o.branch_id, dashboard_month(o.created_at) AS month, o.status, l.service_id,
             (array_agg(l.name))[1] AS name, count(DISTINCT l.order_id) AS orders, sum(l.quantity) AS quantity
      FROM new_rows l JOIN orders o ON o.id = l.order_id GROUP BY 1, 2, 3, 4, 5) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order that changes status, branch or month moves its service lines to the new group.
CREATE FUNCTION dashboard_service_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_service_months_add(coalesce(jsonb_agg(d), '[]')) FROM (
    SELECT x.company_id, x.branch_id, x.month, x.status, l.service_id, (array_agg(l.name))[1] AS name,
           sum(x.k) AS orders, sum(x.k * l.quantity) AS quantity
    FROM (
      SELECT n.id, 1 k, n.company_id, n.branch_id, dashboard_month(n.created_at) AS month, n.status
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.branch_id, dashboard_month(n.created_at)) IS DISTINCT FROM (o.status, o.branch_id, dashboard_month(o.created_at))
      UNION ALL
      SELECT o.id, -1, o.company_id, o.branch_id, dashboard_month(o.created_at), o.status
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.branch_id, dashboard_month(n.created_at)) IS DISTINCT FROM (o.status, o.branch_id, dashboard_month(o.created_at))
    ) x
    -- one row per (order, service): an order with two lines of a service counts once
    JOIN (SELECT order_id, service_id, (array_agg(name))[1] AS name, sum(quantity) AS quantity
          FROM order_services GROUP BY 1, 2) l ON l.order_id = x.id
    GROUP BY 1, 2, 3, 4, 5) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_order_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_months_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_order_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_months_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_order_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_months_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_orders_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_lines_insert AFTER INSERT ON order_services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_lines_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_lines_update AFTER UPDATE ON order_services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_lines_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_service_lines_delete AFTER DELETE ON order_services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_service_lines_apply();
--> statement-breakpoint
INSERT INTO dashboard_order_months
SELECT company_id, branch_id, dashboard_month(created_at), status, count(*), sum(extract(epoch FROM ends_at - starts_at))::float8, sum(total)
FROM orders GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_service_months
SELECT o.company_id, o.branch_id, dashboard_month(o.created_at), o.status, l.service_id, (array_agg(l.name))[1], count(DISTINCT l.order_id), sum(l.quantity)
FROM order_services l JOIN orders o ON o.id = l.order_id GROUP BY 1, 2, 3, 4, 5;
