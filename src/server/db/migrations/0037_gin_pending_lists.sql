-- The notes' GIN indexes keep a pending list of at most 512 kB (schema/notes.ts says why).
-- Altered in place: drizzle-kit would drop and build each index again.
ALTER INDEX "vault_notes_fts_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_linked_notes_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_alias_keys_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_link_files_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_title_trgm_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_alias_trgm_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "vault_notes_tag_words_idx" SET (gin_pending_list_limit = 512);
