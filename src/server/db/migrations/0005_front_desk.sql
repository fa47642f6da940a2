CREATE TABLE "stylist_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"stylist_id" integer NOT NULL,
	"block_date" date NOT NULL,
	"start_slot_id" integer NOT NULL,
	"end_slot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_email_key";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stylist_blocks" ADD CONSTRAINT "stylist_blocks_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_blocks" ADD CONSTRAINT "stylist_blocks_start_slot_id_time_slots_id_fk" FOREIGN KEY ("start_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stylist_blocks_date" ON "stylist_blocks" USING btree ("block_date","stylist_id");--> statement-breakpoint
CREATE INDEX "customers_phone" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree (lower("email")) WHERE "customers"."email" <> '';