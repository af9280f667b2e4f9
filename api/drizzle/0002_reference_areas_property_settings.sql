-- Reference data (spec §1: Riyadh only; §3 Branch): the country, the serviced city (Riyadh, with its districts
-- and a simplified boundary polygon) and two non-serviced cities, plus branch types, unit types and unit spaces,
-- each named in Arabic, English and French. Codes are stable; ids are generated.
INSERT INTO "countries" ("code", "name_ar", "name_en", "name_fr") VALUES ('SA', 'المملكة العربية السعودية', 'Saudi Arabia', 'Arabie saoudite');
--> statement-breakpoint
-- Boundary: GeoJSON polygon, [lng, lat] ring, closed; a generous outline of the Riyadh urban area.
INSERT INTO "cities" ("country_id", "code", "name_ar", "name_en", "name_fr", "is_serviced", "boundary")
SELECT c."id", v."code", v."name_ar", v."name_en", v."name_fr", v."is_serviced", v."boundary"::jsonb
FROM "countries" c,
(VALUES
  ('riyadh', 'الرياض', 'Riyadh', 'Riyad', true,
   '{"type":"Polygon","coordinates":[[[46.45,24.55],[46.55,24.45],[46.75,24.40],[46.95,24.48],[47.05,24.65],[47.00,24.90],[46.80,25.05],[46.55,25.00],[46.42,24.80],[46.45,24.55]]]}'),
  ('jeddah', 'جدة', 'Jeddah', 'Djeddah', false, NULL),
  ('dammam', 'الدمام', 'Dammam', 'Dammam', false, NULL)
) AS v("code", "name_ar", "name_en", "name_fr", "is_serviced", "boundary")
WHERE c."code" = 'SA';
--> statement-breakpoint
INSERT INTO "areas" ("city_id", "code", "name_ar", "name_en", "name_fr", "center_lat", "center_lng", "sort")
SELECT c."id", v."code", v."name_ar", v."name_en", v."name_fr", v."lat", v."lng", v."sort"
FROM "cities" c,
(VALUES
  ('riyadh-olaya', 'العليا', 'Al Olaya', 'Al Olaya', 24.6953, 46.6853, 1),
  ('riyadh-malaz', 'الملز', 'Al Malaz', 'Al Malaz', 24.6626, 46.7335, 2),
  ('riyadh-sulimaniyah', 'السليمانية', 'Al Sulimaniyah', 'Al Soulaymaniyah', 24.7045, 46.7010, 3),
  ('riyadh-murabba', 'المربع', 'Al Murabba', 'Al Mourabba', 24.6446, 46.7128, 4),
  ('riyadh-wurud', 'الورود', 'Al Wurud', 'Al Wouroud', 24.7214, 46.6770, 5),
  ('riyadh-sahafa', 'الصحافة', 'Al Sahafa', 'Al Sahafa', 24.8050, 46.6390, 6),
  ('riyadh-yasmin', 'الياسمين', 'Al Yasmin', 'Al Yasmine', 24.8250, 46.6420, 7),
  ('riyadh-narjis', 'النرجس', 'Al Narjis', 'Al Narjis', 24.8380, 46.6730, 8),
  ('riyadh-malqa', 'الملقا', 'Al Malqa', 'Al Malqa', 24.8110, 46.6080, 9),
  ('riyadh-hittin', 'حطين', 'Hittin', 'Hittin', 24.7690, 46.5970, 10),
  ('riyadh-nakheel', 'النخيل', 'Al Nakheel', 'Al Nakhil', 24.7420, 46.6330, 11),
  ('riyadh-rawdah', 'الروضة', 'Al Rawdah', 'Al Rawda', 24.7320, 46.7720, 12),
  ('riyadh-naseem', 'النسيم', 'Al Naseem', 'Al Nassim', 24.7380, 46.8300, 13),
  ('riyadh-rabwah', 'الربوة', 'Al Rabwah', 'Al Rabwa', 24.6860, 46.7560, 14),
  ('riyadh-aziziyah', 'العزيزية', 'Al Aziziyah', 'Al Aziziya', 24.5870, 46.7640, 15),
  ('riyadh-shifa', 'الشفا', 'Al Shifa', 'Al Chifa', 24.5610, 46.7060, 16),
  ('riyadh-suwaidi', 'السويدي', 'Al Suwaidi', 'Al Souwaidi', 24.5930, 46.6620, 17),
  ('riyadh-badiah', 'البديعة', 'Al Badiah', 'Al Badia', 24.6220, 46.6700, 18),
  ('riyadh-qirawan', 'القيروان', 'Al Qirawan', 'Kairouan', 24.8520, 46.5980, 19),
  ('riyadh-aqiq', 'العقيق', 'Al Aqiq', 'Al Aqiq', 24.7760, 46.6320, 20),
  ('riyadh-mursalat', 'المرسلات', 'Al Mursalat', 'Al Moursalat', 24.7440, 46.6900, 21),
  ('riyadh-ghadir', 'الغدير', 'Al Ghadir', 'Al Ghadir', 24.7770, 46.6560, 22),
  ('riyadh-munsiyah', 'المونسية', 'Al Munsiyah', 'Al Mounsiya', 24.8180, 46.7650, 23),
  ('riyadh-qurtubah', 'قرطبة', 'Qurtubah', 'Cordoue', 24.8050, 46.7430, 24),
  ('riyadh-khaleej', 'الخليج', 'Al Khaleej', 'Al Khalij', 24.7770, 46.8020, 25),
  ('riyadh-hamra', 'الحمراء', 'Al Hamra', 'Al Hamra', 24.7750, 46.7580, 26),
  ('riyadh-rimal', 'الرمال', 'Al Rimal', 'Al Rimal', 24.8450, 46.8300, 27),
  ('riyadh-nuzhah', 'النزهة', 'Al Nuzhah', 'Al Nouzha', 24.7620, 46.7080, 28),
  ('riyadh-batha', 'البطحاء', 'Al Batha', 'Al Batha', 24.6360, 46.7180, 29),
  ('riyadh-manar', 'المنار', 'Al Manar', 'Al Manar', 24.7060, 46.8220, 30),
  ('riyadh-dhahrat-laban', 'ظهرة لبن', 'Dhahrat Laban', 'Dhahrat Laban', 24.6270, 46.5500, 31),
  ('riyadh-tuwaiq', 'طويق', 'Tuwaiq', 'Touwaiq', 24.5800, 46.5600, 32),
  ('riyadh-arid', 'العارض', 'Al Arid', 'Al Arid', 24.8650, 46.6380, 33),
  ('riyadh-irqah', 'عرقة', 'Irqah', 'Irqa', 24.6820, 46.5750, 34)
) AS v("code", "name_ar", "name_en", "name_fr", "lat", "lng", "sort")
WHERE c."code" = 'riyadh';
--> statement-breakpoint
INSERT INTO "property_types" ("code", "name_ar", "name_en", "name_fr", "sort") VALUES
  ('office', 'مكتب', 'Office', 'Bureau', 1),
  ('warehouse', 'مستودع', 'Warehouse', 'Entrepôt', 2),
  ('shop', 'محل تجاري', 'Shop', 'Boutique', 3),
  ('restaurant', 'مطعم', 'Restaurant', 'Restaurant', 4),
  ('villa', 'فيلا', 'Villa', 'Villa', 5),
  ('building', 'عمارة', 'Building', 'Immeuble', 6),
  ('mall', 'مركز تجاري', 'Mall', 'Centre commercial', 7),
  ('clinic', 'عيادة', 'Clinic', 'Clinique', 8),
  ('school', 'مدرسة', 'School', 'École', 9),
  ('hotel', 'فندق', 'Hotel', 'Hôtel', 10),
  ('factory', 'مصنع', 'Factory', 'Usine', 11);
--> statement-breakpoint
INSERT INTO "property_unit_types" ("code", "name_ar", "name_en", "name_fr", "sort") VALUES
  ('apartment', 'شقة', 'Apartment', 'Appartement', 1),
  ('office', 'مكتب', 'Office', 'Bureau', 2),
  ('shop', 'محل', 'Shop', 'Boutique', 3),
  ('room', 'غرفة', 'Room', 'Chambre', 4),
  ('floor', 'دور', 'Floor', 'Étage', 5),
  ('studio', 'استوديو', 'Studio', 'Studio', 6),
  ('villa', 'فيلا', 'Villa', 'Villa', 7),
  ('storage', 'مخزن', 'Storage', 'Réserve', 8);
--> statement-breakpoint
INSERT INTO "property_unit_spaces" ("code", "name_ar", "name_en", "name_fr", "sort") VALUES
  ('kitchen', 'مطبخ', 'Kitchen', 'Cuisine', 1),
  ('bathroom', 'دورة مياه', 'Bathroom', 'Salle de bain', 2),
  ('bedroom', 'غرفة نوم', 'Bedroom', 'Chambre à coucher', 3),
  ('living-room', 'صالة', 'Living room', 'Salon', 4),
  ('majlis', 'مجلس', 'Majlis', 'Majlis', 5),
  ('office-room', 'غرفة مكتب', 'Office room', 'Bureau', 6),
  ('reception', 'استقبال', 'Reception', 'Accueil', 7),
  ('corridor', 'ممر', 'Corridor', 'Couloir', 8),
  ('storage-room', 'غرفة تخزين', 'Storage room', 'Débarras', 9),
  ('roof', 'سطح', 'Roof', 'Toit', 10),
  ('parking', 'موقف سيارات', 'Parking', 'Parking', 11);
