-- Issue 32.4 (ADR 0058): spec §7 public/settings/reason and public/settings/serviceType. A cancel or fail reason is
-- picked from a list per kind; the one whose needs_text is set ("other") asks for the person's own words. The order
-- keeps the reason it was canceled or failed with (reason_id) beside the words (reason). A service type says what
-- kind of work a catalog service is (planned upkeep, repair on call, one-off job): the catalog is filtered by it.
CREATE TABLE "order_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"needs_text" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_reasons_kind_code_unique" UNIQUE("kind", "code"),
	CONSTRAINT "order_reasons_kind" CHECK ("kind" IN ('cancel', 'fail'))
);
--> statement-breakpoint
INSERT INTO "order_reasons" ("kind", "code", "name_ar", "name_en", "name_fr", "needs_text", "sort") VALUES
  ('cancel', 'no_longer_needed', 'لم تعد هناك حاجة للخدمة', 'The service is no longer needed', 'Le service n''est plus nécessaire', false, 1),
  ('cancel', 'fixed_internally', 'تم الإصلاح من قبل فريقنا', 'Our own team fixed it', 'Notre équipe l''a réparé', false, 2),
  ('cancel', 'wrong_details', 'أخطأنا في بيانات الطلب', 'We entered the wrong details', 'Nous avons saisi de mauvaises informations', false, 3),
  ('cancel', 'time_unsuitable', 'الموعد لم يعد مناسبًا', 'The time no longer suits us', 'Le créneau ne nous convient plus', false, 4),
  ('cancel', 'price_too_high', 'السعر أعلى من المتوقع', 'The price is higher than expected', 'Le prix est plus élevé que prévu', false, 5),
  ('cancel', 'site_closed', 'الفرع مغلق مؤقتًا', 'The branch is temporarily closed', 'La succursale est temporairement fermée', false, 6),
  ('cancel', 'other', 'سبب آخر', 'Other reason', 'Autre motif', true, 99),
  ('fail', 'site_unreachable', 'تعذّر الوصول إلى الموقع', 'The site could not be reached', 'Le site était inaccessible', false, 1),
  ('fail', 'customer_absent', 'لم يكن أحد في الموقع لاستقبال الفني', 'Nobody was on site to let the technician in', 'Personne sur place pour accueillir le technicien', false, 2),
  ('fail', 'access_denied', 'رُفض دخول الفني', 'The technician was refused entry', 'L''accès a été refusé au technicien', false, 3),
  ('fail', 'parts_unavailable', 'قطع الغيار غير متوفرة', 'Spare parts were not available', 'Pièces de rechange indisponibles', false, 4),
  ('fail', 'unsafe_site', 'الموقع غير آمن للعمل', 'The site was unsafe to work in', 'Le site n''était pas sûr pour travailler', false, 5),
  ('fail', 'other', 'سبب آخر', 'Other reason', 'Autre motif', true, 99);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reason_id" uuid REFERENCES "order_reasons"("id");
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
INSERT INTO "service_types" ("code", "name_ar", "name_en", "name_fr", "sort") VALUES
  ('preventive', 'صيانة وقائية دورية', 'Planned upkeep', 'Entretien planifié', 1),
  ('corrective', 'إصلاح عند الطلب', 'Repair on call', 'Réparation sur appel', 2),
  ('project', 'أعمال لمرة واحدة', 'One-off job', 'Intervention ponctuelle', 3);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_type_id" uuid REFERENCES "service_types"("id");
--> statement-breakpoint
UPDATE "services" SET "service_type_id" = t."id" FROM "service_types" t
WHERE t."code" = CASE
  WHEN "services"."code" IN ('ac_maintenance', 'general_cleaning', 'pest_general', 'pest_rodents') THEN 'preventive'
  WHEN "services"."code" IN ('plumbing', 'electrical', 'carpentry') THEN 'corrective'
  ELSE 'project'
END;
