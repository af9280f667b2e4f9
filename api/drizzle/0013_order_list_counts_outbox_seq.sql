CREATE SEQUENCE "public"."outbox_events_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_list_counts" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_list_counts_pk" PRIMARY KEY("company_id","branch_id","status","type","payment_status")
);
--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "order_list_counts" ADD CONSTRAINT "order_list_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_company_seq_idx" ON "outbox_events" USING btree ("company_id","seq");--> statement-breakpoint
-- order_list_counts is kept by statement-level triggers in the transaction of every change of `orders` (no code path
-- can forget it; a 100,000-row seed is one grouped upsert). Groups are upserted in key order, so two transactions
-- never lock them in opposite orders.
CREATE FUNCTION order_list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_list_counts AS c (company_id, branch_id, status, type, payment_status, orders)
    SELECT company_id, branch_id, status, type, payment_status, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, branch_id, status, type, payment_status) DO UPDATE SET orders = c.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_list_counts c SET orders = c.orders - d.n
    FROM (SELECT company_id, branch_id, status, type, payment_status, count(*) n FROM old_rows GROUP BY 1, 2, 3, 4, 5) d
    WHERE (c.company_id, c.branch_id, c.status, c.type, c.payment_status)
        = (d.company_id, d.branch_id, d.status, d.type, d.payment_status);
  ELSE
    INSERT INTO order_list_counts AS c (company_id, branch_id, status, type, payment_status, orders)
    SELECT company_id, branch_id, status, type, payment_status, sum(n) FROM (
      SELECT company_id, branch_id, status, type, payment_status, 1 n FROM new_rows
      UNION ALL SELECT company_id, branch_id, status, type, payment_status, -1 FROM old_rows
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, branch_id, status, type, payment_status) DO UPDATE SET orders = c.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_list_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_list_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_list_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_apply();
--> statement-breakpoint
INSERT INTO order_list_counts SELECT company_id, branch_id, status, type, payment_status, count(*) FROM orders GROUP BY 1, 2, 3, 4, 5;
