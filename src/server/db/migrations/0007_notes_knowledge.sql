CREATE TABLE "knowledge_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_document" integer NOT NULL,
	"to_document" integer NOT NULL,
	"concept" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repository" text NOT NULL,
	"domain" text NOT NULL,
	"priority" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"evolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vault_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vault" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] NOT NULL,
	"links" text[] NOT NULL,
	"consciousness_level" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	"agent_zero_observed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_connections" ADD CONSTRAINT "knowledge_connections_from_document_knowledge_documents_id_fk" FOREIGN KEY ("from_document") REFERENCES "knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_connections" ADD CONSTRAINT "knowledge_connections_to_document_knowledge_documents_id_fk" FOREIGN KEY ("to_document") REFERENCES "knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_connections_key" ON "knowledge_connections" USING btree ("from_document","to_document","concept");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_documents_repository_key" ON "knowledge_documents" USING btree ("repository");--> statement-breakpoint
CREATE INDEX "knowledge_documents_fts_idx" ON "knowledge_documents" USING gin (to_tsvector('english', "title" || ' ' || "content"));--> statement-breakpoint
CREATE UNIQUE INDEX "vault_notes_vault_path_key" ON "vault_notes" USING btree ("vault","path");--> statement-breakpoint
CREATE INDEX "vault_notes_fts_idx" ON "vault_notes" USING gin (to_tsvector('english', "title" || ' ' || "content"));