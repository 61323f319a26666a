-- Trigram indexes for searching note names (decision 222). The extension is database-wide, in public so that dropping
-- a schema never drops it; instances migrating other schemas at once create it one at a time.
SELECT pg_advisory_xact_lock(hashtext('hc_create_pg_trgm'));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE FUNCTION note_alias_text(aliases text[]) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array_to_string(aliases, E'\n') $$;--> statement-breakpoint
CREATE INDEX "vault_notes_title_trgm_idx" ON "vault_notes" USING gin ("title" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vault_notes_alias_trgm_idx" ON "vault_notes" USING gin (note_alias_text("aliases") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vault_notes_modified_idx" ON "vault_notes" USING btree ("modified" DESC NULLS FIRST,"id" DESC NULLS FIRST);
