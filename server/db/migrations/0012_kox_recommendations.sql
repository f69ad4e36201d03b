CREATE TABLE "kox_recommendation_results" (
	"session_id" text NOT NULL,
	"rank" integer NOT NULL,
	"creator_id" text NOT NULL,
	"fit" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "kox_recommendation_results_session_id_rank_pk" PRIMARY KEY("session_id","rank")
);
--> statement-breakpoint
CREATE TABLE "kox_recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"app_name" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"candidates" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "kox_recommendations_status_check" CHECK ("kox_recommendations"."status" in ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "kox_recommendation_results" ADD CONSTRAINT "kox_recommendation_results_session_id_kox_recommendations_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."kox_recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_recommendations" ADD CONSTRAINT "kox_recommendations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_recommendations" ADD CONSTRAINT "kox_recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_recommendations_team_idx" ON "kox_recommendations" USING btree ("team_id","app_name","created_at");