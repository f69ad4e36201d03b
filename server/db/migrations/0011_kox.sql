CREATE TABLE "kox_saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_saved_searches_scope_check" CHECK ("kox_saved_searches"."scope" in ('public', 'team'))
);
--> statement-breakpoint
CREATE TABLE "kox_team_creators" (
	"team_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"client_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_per_post_usd" numeric(12, 2),
	"price_per_video_usd" numeric(12, 2),
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_team_creators_team_id_creator_id_pk" PRIMARY KEY("team_id","creator_id"),
	CONSTRAINT "kox_team_creators_prices_check" CHECK ("kox_team_creators"."price_per_post_usd" >= 0 and "kox_team_creators"."price_per_video_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kox_saved_searches" ADD CONSTRAINT "kox_saved_searches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_saved_searches" ADD CONSTRAINT "kox_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD CONSTRAINT "kox_team_creators_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD CONSTRAINT "kox_team_creators_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD CONSTRAINT "kox_team_creators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kox_saved_searches_name_idx" ON "kox_saved_searches" USING btree ("team_id","user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "kox_team_creators_client_idx" ON "kox_team_creators" USING btree ("team_id","client_id");