CREATE TABLE "api_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"persona" text NOT NULL,
	"turns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_responses" ADD CONSTRAINT "api_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_responses_user_idx" ON "api_responses" USING btree ("user_id","created_at");