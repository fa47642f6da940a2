CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_role" smallint,
	"actor_name" text DEFAULT '' NOT NULL,
	"client_address" text,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "guest_data_sweeps" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "guest_data_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
-- The audit trail is append-only for everyone, the app's own database user included: a trigger
-- refuses every change and removal of a row (a REVOKE would not bind the table's owner).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
INSERT INTO "guest_data_sweeps" ("id") VALUES (1);
