CREATE TABLE "personas" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"shared" boolean DEFAULT false NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"card" jsonb NOT NULL,
	"model" text,
	"voice" text DEFAULT 'adam' NOT NULL,
	"avatar" text NOT NULL,
	"avatar_image" text,
	"avatar_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personas_owner_idx" ON "personas" USING btree ("owner_id");