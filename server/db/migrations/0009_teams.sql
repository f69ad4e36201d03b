CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text,
	"team_name" text,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"media" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"budget" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_channel_check" CHECK ("placements"."channel" in ('social', 'kox', 'search', 'display', 'video', 'ooh', 'print', 'audio', 'other')),
	CONSTRAINT "placements_status_check" CHECK ("placements"."status" in ('planned', 'booked', 'live', 'ended', 'cancelled')),
	CONSTRAINT "placements_budget_check" CHECK ("placements"."budget" >= 0),
	CONSTRAINT "placements_currency_check" CHECK ("placements"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "placements_dates_check" CHECK ("placements"."start_date" is null or "placements"."end_date" is null or "placements"."start_date" <= "placements"."end_date")
);
--> statement-breakpoint
CREATE TABLE "team_logos" (
	"team_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member_clients" (
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "team_member_clients_team_id_user_id_client_id_pk" PRIMARY KEY("team_id","user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "dashboards" DROP CONSTRAINT "dashboards_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "role" SET DEFAULT 'viewer';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_team_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_sessions" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "post_imports" ADD COLUMN "team_id" text;--> statement-breakpoint
-- Data: roles named before teams had a fixed set become editors; every account gets a personal team (the id
-- is derived from the account's, so this runs once and is readable), and everything without a team moves
-- into its owner's personal team (docs/teams.md, "Existing data").
UPDATE "team_members" SET "role" = 'editor' WHERE "role" NOT IN ('owner', 'admin', 'editor', 'viewer');--> statement-breakpoint
INSERT INTO "teams" ("id", "name", "owner_id", "personal") SELECT 'personal-' || "id", "name", "id", true FROM "users";--> statement-breakpoint
INSERT INTO "team_members" ("team_id", "user_id", "role") SELECT 'personal-' || "id", "id", 'owner' FROM "users";--> statement-breakpoint
UPDATE "users" SET "current_team_id" = 'personal-' || "id";--> statement-breakpoint
UPDATE "dashboards" SET "team_id" = 'personal-' || "owner_id" WHERE "team_id" IS NULL;--> statement-breakpoint
UPDATE "assistant_sessions" SET "team_id" = 'personal-' || "user_id";--> statement-breakpoint
UPDATE "share_links" SET "team_id" = "dashboards"."team_id" FROM "dashboards" WHERE "dashboards"."id" = "share_links"."dashboard_id";--> statement-breakpoint
UPDATE "post_imports" SET "team_id" = "dashboards"."team_id" FROM "dashboards" WHERE "dashboards"."id" = "post_imports"."dashboard_id";--> statement-breakpoint
UPDATE "jobs" SET "team_id" = "dashboards"."team_id" FROM "dashboards" WHERE "dashboards"."id" = "jobs"."payload"->>'dashboardId';--> statement-breakpoint
ALTER TABLE "dashboards" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_sessions" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_imports" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_logos" ADD CONSTRAINT "team_logos_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_clients" ADD CONSTRAINT "team_member_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_clients" ADD CONSTRAINT "team_member_clients_team_id_user_id_team_members_team_id_user_id_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."team_members"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_team_created_idx" ON "audit_log" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "placements_team_idx" ON "placements" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "placements_project_idx" ON "placements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "team_member_clients_client_idx" ON "team_member_clients" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_sessions" ADD CONSTRAINT "assistant_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_imports" ADD CONSTRAINT "post_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_team_name_idx" ON "clients" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner_idx" ON "team_members" USING btree ("team_id") WHERE "team_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "dashboards_team_updated_idx" ON "dashboards" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "share_links_team_idx" ON "share_links" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_dates_check" CHECK ("projects"."start_date" is null or "projects"."end_date" is null or "projects"."start_date" <= "projects"."end_date");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'editor', 'viewer'));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_status_check" CHECK ("team_members"."status" in ('active', 'disabled'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_language_check" CHECK ("teams"."language" is null or "teams"."language" in ('zh', 'en'));