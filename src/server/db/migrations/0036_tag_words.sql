-- A note's tags as quick search finds them (decision 224): each tag in lower case and each part of a nested tag,
-- stored so that a search reads them instead of computing them per note.
CREATE FUNCTION note_tag_words(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ARRAY(SELECT DISTINCT word FROM unnest(tags) AS tag, unnest(array_append(string_to_array(lower(tag), '/'), lower(tag))) AS word WHERE word <> '') $$;--> statement-breakpoint
ALTER TABLE "vault_notes" ADD COLUMN "tag_words" text[] GENERATED ALWAYS AS (note_tag_words("tags")) STORED;--> statement-breakpoint
CREATE INDEX "vault_notes_tag_words_idx" ON "vault_notes" USING gin ("tag_words");
