CREATE TABLE "token_usage" (
	"day" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer,
	"model" text NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "token_usage_day_subject_model_pk" PRIMARY KEY("day","subject","model")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "ended" text;--> statement-breakpoint
ALTER TABLE "token_usage" ADD CONSTRAINT "token_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;