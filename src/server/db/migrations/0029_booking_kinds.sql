ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
UPDATE bookings SET kind = 'move_hold' WHERE reschedule_of IS NOT NULL;--> statement-breakpoint
UPDATE bookings SET kind = 'waitlist_hold', payment_method = NULL WHERE payment_method = 'waitlist';
