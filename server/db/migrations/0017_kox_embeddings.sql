CREATE TABLE "kox_creator_embeddings" (
	"creator_id" text NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"dimensions" integer NOT NULL,
	"vector" "bytea" NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_creator_embeddings_creator_id_model_pk" PRIMARY KEY("creator_id","model")
);
--> statement-breakpoint
ALTER TABLE "kox_recommendations" ADD COLUMN "embeddings" jsonb;