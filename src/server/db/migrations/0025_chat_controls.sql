ALTER TABLE "chat_messages" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_variant_of_chat_messages_id_fk" FOREIGN KEY ("variant_of") REFERENCES "chat_messages"("id") ON DELETE cascade ON UPDATE no action;