CREATE TABLE "vault_editors" (
	"vault" text NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_editors_vault_user_id_pk" PRIMARY KEY("vault","user_id")
);
--> statement-breakpoint
ALTER TABLE "vault_editors" ADD CONSTRAINT "vault_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_editors" ADD CONSTRAINT "vault_editors_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_editors_user_id_idx" ON "vault_editors" USING btree ("user_id");