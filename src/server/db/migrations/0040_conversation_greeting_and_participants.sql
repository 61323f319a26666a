ALTER TABLE "conversations" ADD COLUMN "greeting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "participants" text[];