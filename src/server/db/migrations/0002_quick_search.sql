CREATE TABLE "quick_search_choices" (
	"result_id" text PRIMARY KEY NOT NULL,
	"chosen_count" integer DEFAULT 0 NOT NULL,
	"last_chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quick_search_choices_rank_idx" ON "quick_search_choices" USING btree ("chosen_count","last_chosen_at");