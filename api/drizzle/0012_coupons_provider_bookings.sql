CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_bp" integer NOT NULL,
	"max_discount" bigint,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_discount" CHECK ("coupons"."discount_bp" > 0 AND "coupons"."discount_bp" <= 10000),
	CONSTRAINT "coupons_dates" CHECK ("coupons"."valid_to" >= "coupons"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "orders_visit_date_idx" ON "orders" USING btree ("visit_date");
--> statement-breakpoint
-- The providers' calendar across companies (api/src/db/schema/order-support.ts): slot and provider only.
CREATE VIEW "provider_bookings" AS
	SELECT "id" AS "order_id", "provider_id", "visit_date", "starts_at", "ends_at", "created_at"
	FROM "orders"
	WHERE "status" IN ('created','confirmed','assigned','assign_provider_failed','advance_payment_paid','advance_payment_failed','on_the_way','arrived','inspection_started','inspection_ended','in_progress','final_payment_paid','on_hold');
--> statement-breakpoint
-- Four platform providers (platform data, like the catalog of 0008), Saudi week Saturday–Thursday, Riyadh time:
-- two work both shifts, one the morning and one the evening shift.
INSERT INTO "providers" ("id", "name", "phone", "active", "created_at") VALUES
	('5a1e0000-0000-4000-8000-000000000001', 'Faisal Al-Harbi', '+966550000101', true, now()),
	('5a1e0000-0000-4000-8000-000000000002', 'Omar Al-Qahtani', '+966550000102', true, now()),
	('5a1e0000-0000-4000-8000-000000000003', 'Khalid Al-Otaibi', '+966550000103', true, now()),
	('5a1e0000-0000-4000-8000-000000000004', 'Yousef Al-Dosari', '+966550000104', true, now());
--> statement-breakpoint
INSERT INTO "provider_working_hours" ("provider_id", "weekday", "start", "end")
	SELECT p.id::uuid, d.weekday, p.start_time, p.end_time
	FROM (VALUES
		('5a1e0000-0000-4000-8000-000000000001', '08:00', '22:00'),
		('5a1e0000-0000-4000-8000-000000000002', '08:00', '22:00'),
		('5a1e0000-0000-4000-8000-000000000003', '08:00', '14:00'),
		('5a1e0000-0000-4000-8000-000000000004', '14:00', '22:00')
	) AS p(id, start_time, end_time)
	CROSS JOIN (VALUES (6), (0), (1), (2), (3), (4)) AS d(weekday);
--> statement-breakpoint
INSERT INTO "coupons" ("code", "discount_bp", "max_discount", "valid_from", "valid_to") VALUES
	('WELCOME10', 1000, 10000, '2025-01-01', '2030-12-31'),
	('RIYADH15', 1500, NULL, '2025-01-01', '2030-12-31'),
	('EXPIRED20', 2000, NULL, '2020-01-01', '2020-12-31');
