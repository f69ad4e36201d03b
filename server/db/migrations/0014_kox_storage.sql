CREATE TABLE "kox_follower_history" (
	"team_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"followers" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kox_follower_history_team_id_creator_id_recorded_at_pk" PRIMARY KEY("team_id","creator_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "kox_collected_creators" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"profile_url" text NOT NULL,
	"nickname" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"followers" bigint,
	"recent_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kox_storage_records" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"link" text NOT NULL,
	"platform" text NOT NULL,
	"profile_key" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"failure_reason" text,
	"creator_id" text,
	"sample" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_storage_records_state_check" CHECK ("kox_storage_records"."state" in ('awaiting', 'collecting', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD COLUMN "monitoring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD COLUMN "next_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kox_follower_history" ADD CONSTRAINT "kox_follower_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_storage_records" ADD CONSTRAINT "kox_storage_records_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_storage_records" ADD CONSTRAINT "kox_storage_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_storage_records" ADD CONSTRAINT "kox_storage_records_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kox_storage_records_profile_idx" ON "kox_storage_records" USING btree ("team_id","platform","profile_key");--> statement-breakpoint
CREATE INDEX "kox_storage_records_team_created_idx" ON "kox_storage_records" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "kox_team_creators_refresh_idx" ON "kox_team_creators" USING btree ("next_refresh_at");