-- When each file was read for its row: a scan reads again a file it read in the same instant
-- another program may have written it (decision 134).
ALTER TABLE "vault_notes" ADD COLUMN "read_at" timestamp with time zone DEFAULT now() NOT NULL;