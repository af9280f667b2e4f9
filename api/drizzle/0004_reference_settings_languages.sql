-- Reference data: the general settings of the b2b_portal platform (spec §1, §9) and the interface languages.
-- Contact values are the operator's to change (one UPDATE per key); the rest are the constants of the spec.
INSERT INTO "languages" ("iso", "name", "dir", "sort", "is_active") VALUES
  ('ar', 'العربية', 'rtl', 1, true),
  ('en', 'English', 'ltr', 2, true),
  ('fr', 'Français', 'ltr', 3, true)
ON CONFLICT ("iso") DO NOTHING;
--> statement-breakpoint
INSERT INTO "settings" ("platform", "key", "group", "value", "sort") VALUES
  ('b2b_portal', 'app_name', 'general', '{"ar":"بوابة الأعمال","en":"Business Portal","fr":"Portail entreprises"}', 1),
  ('b2b_portal', 'default_language', 'general', '"ar"', 2),
  ('b2b_portal', 'fallback_language', 'general', '"en"', 3),
  ('b2b_portal', 'languages', 'general', '["ar","en","fr"]', 4),
  ('b2b_portal', 'currency', 'general', '"SAR"', 5),
  ('b2b_portal', 'vat_rate', 'general', '15', 6),
  ('b2b_portal', 'service_city', 'general', '{"code":"riyadh","name":{"ar":"الرياض","en":"Riyadh","fr":"Riyad"}}', 7),
  ('b2b_portal', 'support_phone', 'contact', '"+966920000000"', 10),
  ('b2b_portal', 'support_email', 'contact', '"support@portal.example"', 11),
  ('b2b_portal', 'support_whatsapp', 'contact', '"+966500000000"', 12),
  ('b2b_portal', 'client_version', 'versions', '"1.0"', 20),
  ('b2b_portal', 'device_version', 'versions', '"1.01"', 21),
  ('b2b_portal', 'terms_url', 'links', '"/help-center/article/terms"', 30),
  ('b2b_portal', 'privacy_url', 'links', '"/help-center/article/privacy"', 31),
  ('b2b_portal', 'page_sizes', 'limits', '[5,10,20,25,50,100]', 40),
  ('b2b_portal', 'login_code_length', 'limits', '4', 41),
  ('b2b_portal', 'password_min_length', 'limits', '8', 42),
  ('b2b_portal', 'upload_max_bytes', 'limits', '5242880', 43),
  ('b2b_portal', 'upload_types', 'limits', '["application/pdf","image/jpeg","image/png"]', 44)
ON CONFLICT ("platform", "key") DO NOTHING;
