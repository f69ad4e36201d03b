CREATE TABLE "kox_recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"app_name" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"results" jsonb,
	"candidates" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "kox_recommendations_status_check" CHECK ("kox_recommendations"."status" in ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "kox_recommendations" ADD CONSTRAINT "kox_recommendations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_recommendations" ADD CONSTRAINT "kox_recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_recommendations_team_idx" ON "kox_recommendations" USING btree ("team_id","app_name","created_at");