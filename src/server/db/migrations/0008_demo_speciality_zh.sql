-- Chinese specialties for the demo salon's stylists seeded before the column existed (matched by
-- their demo email and English speciality, so a salon's own edits are never overwritten)
UPDATE "stylists" AS s SET "speciality_zh" = d.zh
FROM (VALUES
  ('mei@tress.salon', 'Colour, Balayage, Cuts', '染发、手刷挑染、剪发'),
  ('daniel@tress.salon', 'Men''s cuts, Styling', '男士剪发、造型'),
  ('aisha@tress.salon', 'Nails, Nail art', '美甲、美甲彩绘'),
  ('sofia@tress.salon', 'Skincare, Facials', '护肤、面部护理'),
  ('kenji@tress.salon', 'Cuts, Colour', '剪发、染发'),
  ('priya@tress.salon', 'Makeup, Brows, Lashes', '化妆、修眉、睫毛')
) AS d(email, en, zh)
WHERE s."email" = d.email AND s."speciality" = d.en AND s."speciality_zh" = '';
