-- Issue 26.1: a branch's cap holds every wallet payment, not only at order creation. A payment held at an order's
-- later step (confirmPayment: the advance or the final payment) records that step, so that the approval pays it
-- through the same transition; null = held when the order was created (paid without a transition).
ALTER TABLE "payment_approvals" ADD COLUMN "operation" text;
--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_operation" CHECK ("operation" IS NULL OR "operation" IN ('pay_advance','pay_final'));
