CREATE TABLE "site_activity" (
	"key" text PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
