-- The file name each link needs (linkFileName in src/shared/link-names.ts): lower case, trimmed, no .md, last segment.
CREATE FUNCTION note_link_files(links text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ARRAY(SELECT regexp_replace(regexp_replace(lower(btrim(link, E' \t\n\r')), '[.]md$', ''), '^.*/', '') FROM unnest(links) AS link) $$;--> statement-breakpoint
CREATE INDEX "vault_notes_link_files_idx" ON "vault_notes" USING gin (note_link_files("links"));
