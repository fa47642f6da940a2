CREATE TABLE "payment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_session" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notices_event" ON "payment_notices" USING btree ("provider","event_id");