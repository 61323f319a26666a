CREATE TABLE "vault_note_departures" (
	"vault" text NOT NULL,
	"path" text NOT NULL,
	"note_id" integer NOT NULL,
	"version" text NOT NULL,
	"consciousness_level" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_note_departures_vault_path_pk" PRIMARY KEY("vault","path")
);
--> statement-breakpoint
CREATE INDEX "vault_note_departures_departed_idx" ON "vault_note_departures" USING btree ("vault","departed_at");