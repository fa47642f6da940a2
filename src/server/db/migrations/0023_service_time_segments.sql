CREATE TABLE "booking_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stylist_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text DEFAULT 'busy' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_start_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_segments" ADD CONSTRAINT "booking_segments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_segments" ADD CONSTRAINT "booking_segments_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_segments_booking" ON "booking_segments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE services ADD CONSTRAINT services_time_parts_check CHECK (
  processing_start_minutes >= 0 AND processing_minutes >= 0 AND buffer_minutes >= 0
  AND (processing_minutes = 0 OR (processing_start_minutes > 0
    AND processing_start_minutes + processing_minutes < duration_minutes))
);
--> statement-breakpoint
ALTER TABLE booking_segments ADD CONSTRAINT booking_segments_kind_check CHECK (kind IN ('busy', 'buffer'));
--> statement-breakpoint
ALTER TABLE booking_segments ADD CONSTRAINT booking_segments_range_check CHECK (ends_at > starts_at);
--> statement-breakpoint
-- Every existing booking moves over unchanged: one busy segment over its whole time, active unless
-- cancelled (what the whole-booking constraint counted).
INSERT INTO booking_segments (booking_id, stylist_id, starts_at, ends_at, kind, active)
  SELECT id, stylist_id, starts_at, ends_at, 'busy', status <> 'cancelled' FROM bookings;
--> statement-breakpoint
-- No double booking now holds for the stylist's busy segments, not the whole visit: a processing
-- gap has no segment, so another client's service fits there.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
--> statement-breakpoint
ALTER TABLE booking_segments ADD CONSTRAINT booking_segments_no_overlap EXCLUDE USING gist (
  stylist_id WITH =,
  tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (active);
--> statement-breakpoint
-- A booking's segments count while it is not cancelled, whoever changes its status (cancel, hold
-- job, front desk): a reinstated booking claims its time again, and is refused (23P01) if taken.
CREATE FUNCTION booking_segments_follow_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_segments SET active = (NEW.status <> 'cancelled')
    WHERE booking_id = NEW.id AND active <> (NEW.status <> 'cancelled');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_segments_status AFTER UPDATE OF status ON bookings
  FOR EACH ROW WHEN ((OLD.status = 'cancelled') <> (NEW.status = 'cancelled'))
  EXECUTE FUNCTION booking_segments_follow_status();
--> statement-breakpoint
-- As in 0015, but "no booking then" is "no busy segment then".
CREATE OR REPLACE FUNCTION claim_free_stylist_time(
  lock_space integer, stylists integer[], starts timestamptz, ends timestamptz
) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate integer;
BEGIN
  FOREACH candidate IN ARRAY stylists LOOP
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM booking_segments
      WHERE stylist_id = candidate AND active
        AND tstzrange(starts_at, ends_at, '[)') && tstzrange(starts, ends, '[)')
    );
    IF pg_try_advisory_xact_lock(lock_space, candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
  PERFORM pg_advisory_xact_lock(lock_space, stylists[1]);
  RETURN stylists[1];
END
$$;
