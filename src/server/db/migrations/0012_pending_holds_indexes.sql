CREATE INDEX "bookings_pending_email" ON "bookings" USING btree (lower("customer_email")) WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_pending_phone" ON "bookings" USING btree ("customer_phone") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_pending_address" ON "bookings" USING btree ("client_address") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_end" ON "bookings" USING btree ("stylist_id","hold_expires_at") WHERE "bookings"."status" = 'pending';