ALTER TABLE "salon_settings" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"weekday":0,"open":"09:00","close":"17:30"},{"weekday":1,"open":"09:00","close":"17:30"},{"weekday":2,"open":"09:00","close":"17:30"},{"weekday":3,"open":"09:00","close":"17:30"},{"weekday":4,"open":"09:00","close":"17:30"},{"weekday":5,"open":"09:00","close":"17:30"},{"weekday":6,"open":"09:00","close":"17:30"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "booking_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "min_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- every other time of day on the 5-minute lattice, by its lasting id (1000 + minutes after midnight);
-- the first grid's half hours from 09:00 to 17:30 keep their ids 1 to 18
INSERT INTO "time_slots" ("id", "start_time", "end_time", "display_time", "is_active")
SELECT 1000 + m,
  to_char(time '00:00' + m * interval '1 minute', 'HH24:MI'),
  to_char(time '00:00' + (m + 30) * interval '1 minute', 'HH24:MI'),
  to_char(time '00:00' + m * interval '1 minute', 'FMHH12:MI AM'),
  true
FROM generate_series(0, 1435, 5) AS m
WHERE NOT (m BETWEEN 540 AND 1050 AND m % 30 = 0)
ON CONFLICT DO NOTHING;
