CREATE TABLE "model_failures" (
	"connection_id" text NOT NULL,
	"model" text NOT NULL,
	"cause" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_failures_connection_id_model_pk" PRIMARY KEY("connection_id","model")
);
