-- A booking may be marked no_show (the client did not come). A no-show keeps its time: it
-- happened in the past, so it stays inside the overlap constraint (which ignores only cancelled
-- bookings) and the time it held is not offered again.
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));
--> statement-breakpoint
ALTER TABLE stylist_blocks ADD CONSTRAINT stylist_blocks_range_check CHECK (ends_at > starts_at);
--> statement-breakpoint
ALTER TABLE stylist_blocks ADD CONSTRAINT stylist_blocks_reason_check CHECK (reason IN ('break', 'training', 'time_off', 'other'));
