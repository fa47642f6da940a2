ALTER TABLE "customers" ALTER COLUMN "gender" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "gender" DROP NOT NULL;