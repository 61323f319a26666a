ALTER TABLE "chat_messages" ADD COLUMN "tokens" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "transcript_hash" text;--> statement-breakpoint
CREATE INDEX "conversations_subject_transcript_idx" ON "conversations" USING btree ("subject","transcript_hash");