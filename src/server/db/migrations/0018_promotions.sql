CREATE TABLE "promotion_uses" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"promotion_id" integer,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"valid_from" date,
	"valid_to" date,
	"first_visit_only" boolean DEFAULT false NOT NULL,
	"uses_per_customer" integer,
	"max_uses" integer,
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_one_kind" CHECK (("promotions"."percent_off" is null) <> ("promotions"."amount_off" is null))
);
--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bookings_customer_email" ON "bookings" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "bookings_customer_phone" ON "bookings" USING btree ("customer_phone");
--> statement-breakpoint
-- a demo salon seeded before promotions were kept in the database keeps the two codes it offered
INSERT INTO "promotions" ("code", "percent_off", "first_visit_only")
SELECT v.code, v.percent_off, v.first_visit_only
FROM (VALUES ('WELCOME10', 10, false), ('FIRST20', 20, true)) AS v(code, percent_off, first_visit_only)
WHERE EXISTS (SELECT 1 FROM "app_secrets" WHERE "key" = 'demo_seeded')
ON CONFLICT DO NOTHING;
