CREATE TABLE "kox_content_snapshots" (
	"content_id" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" bigint NOT NULL,
	"likes" integer
);
--> statement-breakpoint
CREATE TABLE "kox_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"link" text NOT NULL,
	"platform" text NOT NULL,
	"post_key" text NOT NULL,
	"creator_id" text,
	"title" text DEFAULT '' NOT NULL,
	"views" bigint NOT NULL,
	"price_usd" numeric(12, 2) NOT NULL,
	"cooperation_type" text NOT NULL,
	"deal" boolean NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_contents_figures_check" CHECK ("kox_contents"."views" >= 0 and "kox_contents"."price_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kox_imported_creators" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"profile_url" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"email" text,
	"followers" bigint,
	"avg_views" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD COLUMN "quote_min_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "kox_team_creators" ADD COLUMN "quote_max_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "kox_content_snapshots" ADD CONSTRAINT "kox_content_snapshots_content_id_kox_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."kox_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_contents" ADD CONSTRAINT "kox_contents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_contents" ADD CONSTRAINT "kox_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_imported_creators" ADD CONSTRAINT "kox_imported_creators_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_imported_creators" ADD CONSTRAINT "kox_imported_creators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_content_snapshots_idx" ON "kox_content_snapshots" USING btree ("content_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_contents_post_idx" ON "kox_contents" USING btree ("team_id","post_key");--> statement-breakpoint
CREATE INDEX "kox_contents_creator_idx" ON "kox_contents" USING btree ("team_id","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_imported_creators_handle_idx" ON "kox_imported_creators" USING btree ("team_id","platform","handle");