CREATE TABLE "analysis_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follower_min" integer,
	"follower_max" integer,
	"content_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_only" boolean DEFAULT false NOT NULL,
	"app_promotion" boolean DEFAULT false NOT NULL,
	"industry" text,
	CONSTRAINT "analysis_subjects_industry_check" CHECK ("analysis_subjects"."industry" is null or "analysis_subjects"."industry" in ('app_promotion', 'consumer_electronics', 'gaming', 'automotive', 'others'))
);
--> statement-breakpoint
CREATE TABLE "collection_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"media" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"last_update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_tasks_status_check" CHECK ("collection_tasks"."status" in ('PENDING', 'SUCCESS', 'FAILURE')),
	CONSTRAINT "collection_tasks_progress_check" CHECK ("collection_tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "dashboard_components" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"api_key" text NOT NULL,
	"position" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"computed_at" timestamp with time zone,
	"data_version" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'stale' NOT NULL,
	"error" text,
	CONSTRAINT "dashboard_components_state_check" CHECK ("dashboard_components"."state" in ('fresh', 'stale', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"team_id" text,
	"project_id" text,
	"client_id" text,
	"name" text NOT NULL,
	"media" jsonb NOT NULL,
	"mode" text DEFAULT 'smart' NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"failure_reason" text,
	"next_refresh_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboards_frequency_check" CHECK ("dashboards"."frequency" in ('once', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "dashboards_status_check" CHECK ("dashboards"."status" in ('generating', 'ready', 'failed')),
	CONSTRAINT "dashboards_mode_check" CHECK ("dashboards"."mode" in ('smart', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"created_by" text NOT NULL,
	"link_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "analysis_subjects" ADD CONSTRAINT "analysis_subjects_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_subject_id_analysis_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."analysis_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_components" ADD CONSTRAINT "dashboard_components_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_subjects_dashboard_idx" ON "analysis_subjects" USING btree ("dashboard_id","position");--> statement-breakpoint
CREATE INDEX "collection_tasks_dashboard_idx" ON "collection_tasks" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "dashboard_components_dashboard_idx" ON "dashboard_components" USING btree ("dashboard_id","position");--> statement-breakpoint
CREATE INDEX "dashboards_owner_updated_idx" ON "dashboards" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "dashboards_next_refresh_idx" ON "dashboards" USING btree ("next_refresh_at");--> statement-breakpoint
CREATE INDEX "share_links_dashboard_idx" ON "share_links" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","status");