CREATE TABLE "catalog_package_areas" (
	"package_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	CONSTRAINT "catalog_package_areas_package_id_area_id_pk" PRIMARY KEY("package_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_package_services" (
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "catalog_package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"total" integer NOT NULL,
	"period_months" integer NOT NULL,
	"frequency" text NOT NULL,
	"repeat_mode" text DEFAULT 'auto' NOT NULL,
	"price" bigint NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"down_payment" bigint DEFAULT 0 NOT NULL,
	"credit_line_allowed" boolean DEFAULT false NOT NULL,
	"credit_cost_bp" integer DEFAULT 0 NOT NULL,
	"allowed_location_count" integer NOT NULL,
	"terms_ar" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"terms_fr" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_packages_code_unique" UNIQUE("code"),
	CONSTRAINT "catalog_packages_type" CHECK ("catalog_packages"."type" IN ('visits','hours')),
	CONSTRAINT "catalog_packages_price_positive" CHECK ("catalog_packages"."price" > 0 AND "catalog_packages"."total" > 0),
	CONSTRAINT "catalog_packages_down_payment" CHECK ("catalog_packages"."down_payment" >= 0 AND "catalog_packages"."down_payment" < "catalog_packages"."price"),
	CONSTRAINT "catalog_packages_locations" CHECK ("catalog_packages"."allowed_location_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"service_id" uuid NOT NULL,
	"discount_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code"),
	CONSTRAINT "offers_discount" CHECK ("offers"."discount_bp" > 0 AND "offers"."discount_bp" <= 10000),
	CONSTRAINT "offers_dates" CHECK ("offers"."valid_to" >= "offers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"service_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"service_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"price" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_products_code_unique" UNIQUE("code"),
	CONSTRAINT "service_products_price_positive" CHECK ("service_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"base_price" bigint NOT NULL,
	"hourly_price" bigint NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code"),
	CONSTRAINT "services_unit" CHECK ("services"."unit" IN ('visit','hour','sqm','unit')),
	CONSTRAINT "services_prices_positive" CHECK ("services"."base_price" > 0 AND "services"."hourly_price" > 0),
	CONSTRAINT "services_quantity_bounds" CHECK ("services"."min_quantity" >= 1 AND "services"."max_quantity" >= "services"."min_quantity")
);
--> statement-breakpoint
ALTER TABLE "catalog_package_areas" ADD CONSTRAINT "catalog_package_areas_package_id_catalog_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalog_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_package_areas" ADD CONSTRAINT "catalog_package_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_package_services" ADD CONSTRAINT "catalog_package_services_package_id_catalog_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalog_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_package_services" ADD CONSTRAINT "catalog_package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_items_service_idx" ON "service_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_products_service_idx" ON "service_products" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
-- Catalog reference data (DOMAIN.md §4): three categories, their services (unit, base and hourly price in
-- halalas, minimum and maximum quantity), optional products and included tasks, published packages and offers.
-- Prices are Riyadh market rates before VAT (2026). Codes are stable; ids are generated.
INSERT INTO "service_categories" ("code", "name_ar", "name_en", "name_fr", "sort") VALUES
  ('maintenance', 'الصيانة', 'Maintenance', 'Maintenance', 1),
  ('cleaning', 'النظافة', 'Cleaning', 'Nettoyage', 2),
  ('pest_control', 'مكافحة الحشرات', 'Pest control', 'Lutte antiparasitaire', 3);
--> statement-breakpoint
INSERT INTO "services" ("code", "category_id", "name_ar", "name_en", "name_fr", "description_ar", "description_en", "description_fr", "unit", "base_price", "hourly_price", "min_quantity", "max_quantity", "sort")
SELECT v."code", c."id", v."name_ar", v."name_en", v."name_fr", v."description_ar", v."description_en", v."description_fr", v."unit", v."base_price", v."hourly_price", v."min_quantity", v."max_quantity", v."sort"
FROM (VALUES
  ('ac_maintenance', 'maintenance', 'صيانة المكيفات', 'AC maintenance', 'Entretien de la climatisation',
   'تنظيف وفحص وحدات التكييف الاسبليت والمركزية، لكل وحدة.', 'Cleaning and inspection of split and central AC units, per unit.', 'Nettoyage et contrôle des climatiseurs split et centraux, par unité.',
   'unit', 9000, 12000, 1, 500, 1),
  ('plumbing', 'maintenance', 'السباكة', 'Plumbing', 'Plomberie',
   'كشف التسربات وإصلاح الخلاطات والصرف وسخانات المياه.', 'Leak detection, mixers, drains and water heaters.', 'Détection de fuites, mitigeurs, évacuations et chauffe-eau.',
   'visit', 15000, 11000, 1, 20, 2),
  ('electrical', 'maintenance', 'الكهرباء', 'Electrical', 'Électricité',
   'فحص اللوحات والقواطع والإنارة والمقابس.', 'Panels, breakers, lighting and sockets.', 'Tableaux, disjoncteurs, éclairage et prises.',
   'visit', 15000, 12000, 1, 20, 3),
  ('carpentry', 'maintenance', 'النجارة', 'Carpentry', 'Menuiserie',
   'إصلاح الأبواب والخزائن والمفصلات والأقفال، بالساعة.', 'Doors, cabinets, hinges and locks, by the hour.', 'Portes, placards, charnières et serrures, à l''heure.',
   'hour', 10000, 10000, 2, 40, 4),
  ('painting', 'maintenance', 'الدهانات', 'Painting', 'Peinture',
   'دهان داخلي وخارجي شامل المعجون والتحضير، للمتر المربع.', 'Interior and exterior painting with filler and preparation, per m².', 'Peinture intérieure et extérieure, enduit et préparation compris, au m².',
   'sqm', 2500, 9000, 20, 20000, 5),
  ('general_cleaning', 'cleaning', 'النظافة العامة', 'General cleaning', 'Nettoyage général',
   'تنظيف الأرضيات والأسطح ودورات المياه، للمتر المربع.', 'Floors, surfaces and washrooms, per m².', 'Sols, surfaces et sanitaires, au m².',
   'sqm', 300, 4500, 50, 100000, 1),
  ('deep_cleaning', 'cleaning', 'التنظيف العميق', 'Deep cleaning', 'Nettoyage en profondeur',
   'تنظيف عميق بالبخار للمطابخ والسجاد والمفروشات، للمتر المربع.', 'Steam deep cleaning of kitchens, carpets and upholstery, per m².', 'Nettoyage en profondeur à la vapeur des cuisines, moquettes et tissus, au m².',
   'sqm', 800, 6000, 50, 50000, 2),
  ('facade_cleaning', 'cleaning', 'تنظيف الزجاج والواجهات', 'Glass and facade cleaning', 'Nettoyage des vitres et façades',
   'تنظيف الواجهات الزجاجية والكلادينج بالحبال أو الرافعات، للمتر المربع.', 'Glass facades and cladding by rope access or lifts, per m².', 'Façades vitrées et bardage par cordiste ou nacelle, au m².',
   'sqm', 1200, 8000, 100, 50000, 3),
  ('pest_general', 'pest_control', 'مكافحة الحشرات العامة', 'General pest control', 'Désinsectisation générale',
   'رش ومعالجة الصراصير والنمل والبعوض، لكل زيارة.', 'Spraying and treatment for cockroaches, ants and mosquitoes, per visit.', 'Pulvérisation contre blattes, fourmis et moustiques, par visite.',
   'visit', 25000, 15000, 1, 10, 1),
  ('pest_termites', 'pest_control', 'مكافحة النمل الأبيض', 'Termite control', 'Traitement anti-termites',
   'حقن التربة والخشب ومحطات الطعوم، للمتر المربع.', 'Soil and wood injection and bait stations, per m².', 'Injection du sol et du bois et stations d''appâts, au m².',
   'sqm', 600, 18000, 50, 20000, 2),
  ('pest_rodents', 'pest_control', 'مكافحة القوارض', 'Rodent control', 'Dératisation',
   'مصائد وصناديق طعوم وسد المنافذ، لكل زيارة.', 'Traps, bait boxes and proofing, per visit.', 'Pièges, boîtes d''appâts et colmatage, par visite.',
   'visit', 30000, 15000, 1, 10, 3)
) AS v("code", "category", "name_ar", "name_en", "name_fr", "description_ar", "description_en", "description_fr", "unit", "base_price", "hourly_price", "min_quantity", "max_quantity", "sort")
JOIN "service_categories" c ON c."code" = v."category";
--> statement-breakpoint
INSERT INTO "service_products" ("code", "service_id", "name_ar", "name_en", "name_fr", "price", "sort")
SELECT v."code", s."id", v."name_ar", v."name_en", v."name_fr", v."price", v."sort"
FROM (VALUES
  ('ac_filter', 'ac_maintenance', 'فلتر مكيف', 'AC filter', 'Filtre de climatiseur', 3500, 1),
  ('ac_gas_r410', 'ac_maintenance', 'تعبئة فريون R410', 'R410 refrigerant top-up', 'Recharge de fluide R410', 25000, 2),
  ('plumbing_mixer', 'plumbing', 'خلاط مياه', 'Water mixer', 'Mitigeur', 18000, 1),
  ('plumbing_siphon', 'plumbing', 'سيفون', 'Siphon', 'Siphon', 4500, 2),
  ('electrical_led_panel', 'electrical', 'لوح إنارة LED', 'LED panel light', 'Dalle LED', 6500, 1),
  ('electrical_breaker', 'electrical', 'قاطع كهربائي', 'Circuit breaker', 'Disjoncteur', 9500, 2),
  ('carpentry_hinge', 'carpentry', 'مفصلة', 'Hinge', 'Charnière', 1500, 1),
  ('carpentry_lock', 'carpentry', 'قفل باب', 'Door lock', 'Serrure de porte', 12000, 2),
  ('painting_primer', 'painting', 'برايمر (جالون)', 'Primer (gallon)', 'Sous-couche (gallon)', 9000, 1),
  ('cleaning_disinfectant', 'general_cleaning', 'مطهر (جالون)', 'Disinfectant (gallon)', 'Désinfectant (gallon)', 4000, 1),
  ('deep_upholstery_shampoo', 'deep_cleaning', 'شامبو مفروشات', 'Upholstery shampoo', 'Shampooing pour tissus', 6000, 1),
  ('pest_gel_bait', 'pest_general', 'جل طعوم', 'Gel bait', 'Gel appât', 5500, 1),
  ('termite_bait_station', 'pest_termites', 'محطة طعوم للنمل الأبيض', 'Termite bait station', 'Station d''appât anti-termites', 8500, 1),
  ('rodent_bait_box', 'pest_rodents', 'صندوق طعوم القوارض', 'Rodent bait box', 'Boîte d''appât à rongeurs', 7500, 1)
) AS v("code", "service", "name_ar", "name_en", "name_fr", "price", "sort")
JOIN "services" s ON s."code" = v."service";
--> statement-breakpoint
INSERT INTO "service_items" ("code", "service_id", "name_ar", "name_en", "name_fr", "sort")
SELECT v."code", s."id", v."name_ar", v."name_en", v."name_fr", v."sort"
FROM (VALUES
  ('ac_wash_coils', 'ac_maintenance', 'غسيل الملفات', 'Coil wash', 'Lavage des batteries', 1),
  ('ac_check_pressure', 'ac_maintenance', 'فحص ضغط الفريون', 'Refrigerant pressure check', 'Contrôle de la pression', 2),
  ('ac_drain_line', 'ac_maintenance', 'تسليك خط التصريف', 'Drain line clearing', 'Débouchage de l''évacuation', 3),
  ('plumbing_leak_check', 'plumbing', 'كشف التسربات', 'Leak check', 'Recherche de fuites', 1),
  ('plumbing_drains', 'plumbing', 'تسليك المجاري', 'Drain clearing', 'Débouchage', 2),
  ('electrical_panel_check', 'electrical', 'فحص اللوحة الكهربائية', 'Panel inspection', 'Contrôle du tableau', 1),
  ('electrical_lighting', 'electrical', 'صيانة الإنارة', 'Lighting repair', 'Réparation de l''éclairage', 2),
  ('carpentry_doors', 'carpentry', 'ضبط الأبواب', 'Door adjustment', 'Réglage des portes', 1),
  ('carpentry_cabinets', 'carpentry', 'إصلاح الخزائن', 'Cabinet repair', 'Réparation des placards', 2),
  ('painting_filler', 'painting', 'معجنة الجدران', 'Wall filling', 'Enduit des murs', 1),
  ('painting_two_coats', 'painting', 'وجهان دهان', 'Two coats', 'Deux couches', 2),
  ('cleaning_floors', 'general_cleaning', 'تنظيف الأرضيات', 'Floor cleaning', 'Nettoyage des sols', 1),
  ('cleaning_washrooms', 'general_cleaning', 'تنظيف دورات المياه', 'Washroom cleaning', 'Nettoyage des sanitaires', 2),
  ('deep_kitchen', 'deep_cleaning', 'تنظيف المطبخ بالبخار', 'Kitchen steam cleaning', 'Cuisine à la vapeur', 1),
  ('deep_carpets', 'deep_cleaning', 'غسيل السجاد', 'Carpet shampoo', 'Shampooing des moquettes', 2),
  ('facade_glass', 'facade_cleaning', 'تنظيف الزجاج', 'Glass cleaning', 'Nettoyage des vitres', 1),
  ('facade_cladding', 'facade_cleaning', 'تنظيف الكلادينج', 'Cladding cleaning', 'Nettoyage du bardage', 2),
  ('pest_spray', 'pest_general', 'رش المبيدات', 'Spraying', 'Pulvérisation', 1),
  ('pest_report', 'pest_general', 'تقرير الزيارة', 'Visit report', 'Rapport de visite', 2),
  ('termite_injection', 'pest_termites', 'حقن التربة', 'Soil injection', 'Injection du sol', 1),
  ('rodent_traps', 'pest_rodents', 'تركيب المصائد', 'Trap setting', 'Pose de pièges', 1),
  ('rodent_proofing', 'pest_rodents', 'سد المنافذ', 'Proofing', 'Colmatage des accès', 2)
) AS v("code", "service", "name_ar", "name_en", "name_fr", "sort")
JOIN "services" s ON s."code" = v."service";
--> statement-breakpoint
INSERT INTO "catalog_packages" ("code", "name_ar", "name_en", "name_fr", "description_ar", "description_en", "description_fr", "type", "total", "period_months", "frequency", "repeat_mode", "price", "discount_bp", "down_payment", "credit_line_allowed", "credit_cost_bp", "allowed_location_count", "terms_ar", "terms_en", "terms_fr", "sort") VALUES
  ('ac_care_quarterly', 'باقة عناية المكيفات الربعية', 'AC care, quarterly', 'Entretien clim trimestriel',
   'أربع زيارات صيانة مكيفات خلال سنة لموقع واحد إلى ثلاثة مواقع.', 'Four AC maintenance visits over a year, for one to three locations.', 'Quatre visites d''entretien de climatisation sur un an, pour un à trois sites.',
   'visits', 12, 12, 'quarterly', 'auto', 240000, 500, 0, false, 0, 3,
   'تشمل الزيارات حتى 10 وحدات تكييف لكل موقع. قطع الغيار تُحتسب منفصلة.', 'Visits cover up to 10 AC units per location. Spare parts are charged separately.', 'Les visites couvrent jusqu''à 10 climatiseurs par site. Pièces facturées à part.', 1),
  ('facility_monthly', 'باقة صيانة المرافق الشهرية', 'Facility maintenance, monthly', 'Maintenance des locaux mensuelle',
   'زيارة شهرية للسباكة والكهرباء والتكييف لمدة سنة، حتى خمسة مواقع وسط الرياض.', 'A monthly plumbing, electrical and AC visit for a year, up to five locations in central Riyadh.', 'Une visite mensuelle plomberie, électricité et climatisation pendant un an, jusqu''à cinq sites au centre de Riyad.',
   'visits', 60, 12, 'monthly', 'auto', 1500000, 800, 500000, true, 300, 5,
   'الدفعة المقدمة غير مستردة. الزيارات غير المستخدمة لا تُرحّل بعد انتهاء المدة.', 'The down payment is not refundable. Unused visits do not carry over after the period.', 'L''acompte n''est pas remboursable. Les visites non utilisées ne sont pas reportées.', 2),
  ('cleaning_weekly', 'باقة النظافة الأسبوعية', 'Weekly cleaning', 'Nettoyage hebdomadaire',
   'زيارة نظافة عامة أسبوعيًا لمدة ستة أشهر لموقعين.', 'A general cleaning visit every week for six months, for two locations.', 'Un nettoyage général chaque semaine pendant six mois, pour deux sites.',
   'visits', 48, 6, 'weekly', 'auto', 960000, 300, 0, true, 250, 2,
   'حتى 400 م² لكل زيارة. المواد الاستهلاكية مشمولة.', 'Up to 400 m² per visit. Consumables included.', 'Jusqu''à 400 m² par visite. Consommables inclus.', 3),
  ('pest_quarterly_north', 'باقة مكافحة الحشرات — شمال الرياض', 'Pest control, north Riyadh', 'Lutte antiparasitaire, nord de Riyad',
   'مكافحة حشرات وقوارض كل ثلاثة أشهر لموقع واحد في أحياء شمال الرياض.', 'Insect and rodent control every three months for one location in north Riyadh districts.', 'Traitement insectes et rongeurs tous les trois mois pour un site au nord de Riyad.',
   'visits', 4, 12, 'quarterly', 'auto', 180000, 0, 0, false, 0, 1,
   'زيارة طارئة إضافية واحدة مجانًا خلال المدة.', 'One extra emergency visit free of charge during the period.', 'Une visite d''urgence supplémentaire offerte pendant la période.', 4),
  ('handyman_hours_100', 'باقة 100 ساعة فني متعدد المهام', 'Handyman 100 hours', 'Homme à tout faire 100 heures',
   '100 ساعة فني للسباكة والكهرباء والنجارة والدهان، تُستخدم عند الطلب خلال سنة.', '100 technician hours for plumbing, electrical, carpentry and painting, used on demand over a year.', '100 heures de technicien en plomberie, électricité, menuiserie et peinture, à la demande sur un an.',
   'hours', 100, 12, 'on_demand', 'manual', 1000000, 500, 300000, true, 400, 10,
   'الحد الأدنى ساعتان لكل زيارة. المواد تُحتسب منفصلة.', 'Two hours minimum per visit. Materials are charged separately.', 'Deux heures minimum par visite. Matériaux facturés à part.', 5),
  ('cleaning_hours_40', 'باقة 40 ساعة نظافة', 'Cleaning 40 hours', 'Nettoyage 40 heures',
   '40 ساعة عاملة نظافة للتنظيف العام أو العميق خلال ثلاثة أشهر.', '40 cleaner hours for general or deep cleaning over three months.', '40 heures d''agent de nettoyage, général ou en profondeur, sur trois mois.',
   'hours', 40, 3, 'on_demand', 'manual', 240000, 0, 0, false, 0, 3,
   'تُحجز الساعات قبل 24 ساعة على الأقل.', 'Hours are booked at least 24 hours ahead.', 'Les heures se réservent au moins 24 heures à l''avance.', 6);
--> statement-breakpoint
INSERT INTO "catalog_package_services" ("package_id", "service_id")
SELECT p."id", s."id"
FROM (VALUES
  ('ac_care_quarterly', 'ac_maintenance'),
  ('facility_monthly', 'plumbing'), ('facility_monthly', 'electrical'), ('facility_monthly', 'ac_maintenance'),
  ('cleaning_weekly', 'general_cleaning'),
  ('pest_quarterly_north', 'pest_general'), ('pest_quarterly_north', 'pest_rodents'),
  ('handyman_hours_100', 'plumbing'), ('handyman_hours_100', 'electrical'), ('handyman_hours_100', 'carpentry'), ('handyman_hours_100', 'painting'),
  ('cleaning_hours_40', 'general_cleaning'), ('cleaning_hours_40', 'deep_cleaning')
) AS v("package", "service")
JOIN "catalog_packages" p ON p."code" = v."package"
JOIN "services" s ON s."code" = v."service";
--> statement-breakpoint
INSERT INTO "catalog_package_areas" ("package_id", "area_id")
SELECT p."id", a."id"
FROM (VALUES
  ('facility_monthly', 'riyadh-olaya'), ('facility_monthly', 'riyadh-malaz'), ('facility_monthly', 'riyadh-sulimaniyah'), ('facility_monthly', 'riyadh-murabba'),
  ('pest_quarterly_north', 'riyadh-yasmin'), ('pest_quarterly_north', 'riyadh-narjis'), ('pest_quarterly_north', 'riyadh-malqa'), ('pest_quarterly_north', 'riyadh-hittin')
) AS v("package", "area")
JOIN "catalog_packages" p ON p."code" = v."package"
JOIN "areas" a ON a."code" = v."area";
--> statement-breakpoint
INSERT INTO "offers" ("code", "service_id", "name_ar", "name_en", "name_fr", "description_ar", "description_en", "description_fr", "discount_bp", "valid_from", "valid_to")
SELECT v."code", s."id", v."name_ar", v."name_en", v."name_fr", v."description_ar", v."description_en", v."description_fr", v."discount_bp", v."valid_from"::date, v."valid_to"::date
FROM (VALUES
  ('summer_ac', 'ac_maintenance', 'عرض الصيف على المكيفات', 'Summer AC offer', 'Offre climatisation été',
   'خصم 15٪ على صيانة المكيفات.', '15% off AC maintenance.', '15 % de remise sur l''entretien de la climatisation.', 1500, '2025-01-01', '2027-12-31'),
  ('deep_cleaning_10', 'deep_cleaning', 'خصم التنظيف العميق', 'Deep cleaning discount', 'Remise nettoyage en profondeur',
   'خصم 10٪ على التنظيف العميق.', '10% off deep cleaning.', '10 % de remise sur le nettoyage en profondeur.', 1000, '2025-01-01', '2027-12-31'),
  ('termite_first_visit', 'pest_termites', 'عرض أول معالجة للنمل الأبيض', 'First termite treatment offer', 'Offre premier traitement anti-termites',
   'خصم 20٪ على أول معالجة.', '20% off the first treatment.', '20 % de remise sur le premier traitement.', 2000, '2025-01-01', '2027-12-31')
) AS v("code", "service", "name_ar", "name_en", "name_fr", "description_ar", "description_en", "description_fr", "discount_bp", "valid_from", "valid_to")
JOIN "services" s ON s."code" = v."service";
