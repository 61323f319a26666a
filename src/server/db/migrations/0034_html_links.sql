-- Links and tags inside HTML and HTML comments count now, as in Obsidian (decision 200): notes
-- that hold any HTML are read from their files again at the next scan.
UPDATE "vault_notes" SET "modified" = 'epoch' WHERE "content" LIKE '%<%';
