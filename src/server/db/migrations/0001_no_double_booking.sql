-- No double booking, enforced by the database: an active booking's time range may not overlap
-- another active booking of the same stylist.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  stylist_id WITH =,
  tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (status <> 'cancelled');
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_range_check CHECK (ends_at > starts_at);
--> statement-breakpoint
ALTER TABLE ratings ADD CONSTRAINT ratings_range_check CHECK (rating BETWEEN 1 AND 5);
