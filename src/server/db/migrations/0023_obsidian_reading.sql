CREATE TABLE "vault_settings" (
	"vault" text PRIMARY KEY NOT NULL,
	"update_links_on_rename" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP INDEX "vault_notes_fts_idx";--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "properties" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title" || ' ' || "content")) STORED;--> statement-breakpoint
CREATE INDEX "vault_notes_fts_idx" ON "vault_notes" USING gin ("search_vector");--> statement-breakpoint
-- Notes are read by one CommonMark parser now, property links count, a bare alias no longer
-- resolves: every note is read from its file again at the next scan.
UPDATE "vault_notes" SET "modified" = 'epoch';
