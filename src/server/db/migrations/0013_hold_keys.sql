DROP INDEX "bookings_pending_email";--> statement-breakpoint
DROP INDEX "bookings_pending_phone";--> statement-breakpoint
DROP INDEX "bookings_pending_address";--> statement-breakpoint
CREATE INDEX "bookings_hold_email" ON "bookings" USING btree ((case when "status" = 'pending' then lower("customer_email") end)) WHERE (case when "bookings"."status" = 'pending' then lower("bookings"."customer_email") end) is not null;--> statement-breakpoint
CREATE INDEX "bookings_hold_phone" ON "bookings" USING btree ((case when "status" = 'pending' then "customer_phone" end)) WHERE (case when "bookings"."status" = 'pending' then "bookings"."customer_phone" end) is not null;--> statement-breakpoint
CREATE INDEX "bookings_hold_address" ON "bookings" USING btree ((case when "status" = 'pending' then "client_address" end)) WHERE (case when "bookings"."status" = 'pending' then "bookings"."client_address" end) is not null;