CREATE TABLE "digest_consent" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_consent" ADD CONSTRAINT "digest_consent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A book bought twice before this index existed keeps its first purchase only.
DELETE FROM "purchases" AS later USING "purchases" AS earlier WHERE later."product_type" = 'book' AND earlier."product_type" = 'book' AND later."user_id" = earlier."user_id" AND later."product_id" = earlier."product_id" AND later."id" > earlier."id";--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_book_once" ON "purchases" USING btree ("user_id","product_id") WHERE "purchases"."product_type" = 'book';