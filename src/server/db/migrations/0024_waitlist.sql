CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"stylist_id" integer,
	"preferences" jsonb NOT NULL,
	"expires_on" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"hold_booking_id" integer,
	"stylist_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"start_slot_id" integer NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"made_by" text DEFAULT 'system' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "waitlist_mode" text DEFAULT 'first_in_line' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_hold_booking_id_bookings_id_fk" FOREIGN KEY ("hold_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting" ON "waitlist_entries" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer" ON "waitlist_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."state" in ('sent', 'seen');--> statement-breakpoint
CREATE INDEX "waitlist_offers_hold" ON "waitlist_offers" USING btree ("hold_booking_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_end" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."state" in ('sent', 'seen');