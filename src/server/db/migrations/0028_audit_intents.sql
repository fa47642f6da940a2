CREATE TABLE "audit_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"line" jsonb NOT NULL
);
