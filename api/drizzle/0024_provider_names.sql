-- Issue 14.5: a provider's name in each portal language, like every other name a company user reads (the
-- catalog, areas). `name` stays as the operators' (English) name; the three columns default to it so a provider
-- added without them still reads.
ALTER TABLE "providers" ADD COLUMN "name_ar" text;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "name_en" text;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "name_fr" text;
--> statement-breakpoint
UPDATE "providers" SET "name_ar" = v.name_ar, "name_en" = v.name_en, "name_fr" = v.name_fr
	FROM (VALUES
		('5a1e0000-0000-4000-8000-000000000001'::uuid, 'فيصل الحربي', 'Faisal Al-Harbi', 'Fayçal Al-Harbi'),
		('5a1e0000-0000-4000-8000-000000000002'::uuid, 'عمر القحطاني', 'Omar Al-Qahtani', 'Omar Al-Qahtani'),
		('5a1e0000-0000-4000-8000-000000000003'::uuid, 'خالد العتيبي', 'Khalid Al-Otaibi', 'Khaled Al-Otaïbi'),
		('5a1e0000-0000-4000-8000-000000000004'::uuid, 'يوسف الدوسري', 'Yousef Al-Dosari', 'Youssef Al-Dossari')
	) AS v(id, name_ar, name_en, name_fr)
	WHERE "providers"."id" = v.id;
--> statement-breakpoint
UPDATE "providers" SET "name_ar" = coalesce("name_ar", "name"), "name_en" = coalesce("name_en", "name"), "name_fr" = coalesce("name_fr", "name");
--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "name_ar" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "name_en" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "name_fr" SET NOT NULL;
