ALTER TABLE "bookings" ADD COLUMN "reschedule_of" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "move_hold_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_of_bookings_id_fk" FOREIGN KEY ("reschedule_of") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_move_hold_id_bookings_id_fk" FOREIGN KEY ("move_hold_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;