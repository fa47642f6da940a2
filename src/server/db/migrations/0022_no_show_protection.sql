ALTER TABLE "bookings" ADD COLUMN "protection" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_cancel_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_charging" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "saved_card_ref" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_decided_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_waive_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_method" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "protection" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "deposit_fixed" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "late_cancel_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "no_show_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "applies_to" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "fee_charging" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "protection_min_total" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "protection" text;