-- Branch scorecards (ADR 0022): the on-time rate reads each order's latest arrival. The status history has only an
-- (order_id, created_at) index, so the company's arrivals were found by one index probe per order (52,000 probes,
-- ~0.3 s at 100,000 orders). This partial index holds the `arrived` rows alone (one or two per visit), ordered so
-- the company's latest arrival per order is an index-only scan.
CREATE INDEX "order_status_history_arrived_idx" ON "order_status_history" USING btree ("company_id","order_id","created_at") WHERE "order_status_history"."to_status" = 'arrived';
