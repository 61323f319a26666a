-- Markdown links (`[text](Note.md)`) now count as links, and relative paths resolve from the
-- linking note's folder: every note is read from its file again at the next scan.
UPDATE "vault_notes" SET "modified" = 'epoch';
