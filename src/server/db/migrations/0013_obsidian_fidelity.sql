CREATE TABLE "vault_attachments" (
	"vault" text NOT NULL,
	"path" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"folder_id" text NOT NULL,
	"root" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "vault_notes_link_keys_idx";--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "linked_notes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "front_matter_warning" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_attachments_vault_path_key" ON "vault_attachments" USING btree ("vault","path");--> statement-breakpoint
CREATE INDEX "vault_attachments_name_idx" ON "vault_attachments" USING btree ("vault","name_key");--> statement-breakpoint
CREATE INDEX "vault_notes_linked_notes_idx" ON "vault_notes" USING gin ("linked_notes");--> statement-breakpoint
CREATE INDEX "vault_notes_alias_keys_idx" ON "vault_notes" USING gin (note_link_keys("aliases"));--> statement-breakpoint
-- Every note is read from its file again at the next scan: aliases, versions and resolved links.
UPDATE "vault_notes" SET "modified" = 'epoch';
