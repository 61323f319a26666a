CREATE FUNCTION note_link_keys(links text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ARRAY(SELECT lower(link) FROM unnest(links) AS link) $$;--> statement-breakpoint
CREATE INDEX "vault_notes_link_keys_idx" ON "vault_notes" USING gin (note_link_keys("links"));
