CREATE TABLE "kox_project_creators" (
	"project_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"source" text NOT NULL,
	"label_id" text,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_project_creators_project_id_creator_id_pk" PRIMARY KEY("project_id","creator_id"),
	CONSTRAINT "kox_project_creators_source_check" CHECK ("kox_project_creators"."source" in ('list', 'recommendation', 'import', 'chat'))
);
--> statement-breakpoint
CREATE TABLE "kox_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"client_id" text,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"batch_outreach" boolean DEFAULT false NOT NULL,
	"template_id" text,
	"topic" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"core_info" text DEFAULT '' NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"kox_request" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"content_request" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_projects_name_check" CHECK (length("kox_projects"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "kox_mailboxes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text DEFAULT 'other' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"smtp_host" text DEFAULT '' NOT NULL,
	"smtp_port" integer,
	"smtp_security" text DEFAULT 'ssl' NOT NULL,
	"imap_host" text DEFAULT '' NOT NULL,
	"imap_port" integer,
	"imap_security" text DEFAULT 'ssl' NOT NULL,
	"password_sealed" text,
	"auth_password_sealed" text,
	"secret_key_id" text,
	"test_state" text,
	"test_started_at" timestamp with time zone,
	"test_finished_at" timestamp with time zone,
	"test_smtp" jsonb,
	"test_imap" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_mailboxes_kind_check" CHECK ("kox_mailboxes"."kind" in ('custom', 'sandbox')),
	CONSTRAINT "kox_mailboxes_test_state_check" CHECK ("kox_mailboxes"."test_state" is null or "kox_mailboxes"."test_state" in ('testing', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "kox_sandbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"message_id" text,
	"mail_from" text NOT NULL,
	"rcpt_to" jsonb NOT NULL,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kox_progress_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"builtin_key" text,
	"name" text NOT NULL,
	"judgment_method" text NOT NULL,
	"judgment_rule" text DEFAULT '' NOT NULL,
	"field_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"reply_strategy" text DEFAULT '' NOT NULL,
	"follow_up_count" integer NOT NULL,
	"follow_up_days" integer NOT NULL,
	"follow_up_strategy" text DEFAULT '' NOT NULL,
	CONSTRAINT "kox_progress_labels_method_check" CHECK ("kox_progress_labels"."judgment_method" in ('rules', 'model'))
);
--> statement-breakpoint
CREATE TABLE "kox_template_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"description" text NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kox_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kox_project_creators" ADD CONSTRAINT "kox_project_creators_project_id_kox_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."kox_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_project_creators" ADD CONSTRAINT "kox_project_creators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_projects" ADD CONSTRAINT "kox_projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_projects" ADD CONSTRAINT "kox_projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_projects" ADD CONSTRAINT "kox_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_projects" ADD CONSTRAINT "kox_projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD CONSTRAINT "kox_mailboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_sandbox_messages" ADD CONSTRAINT "kox_sandbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_progress_labels" ADD CONSTRAINT "kox_progress_labels_template_id_kox_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."kox_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_template_fields" ADD CONSTRAINT "kox_template_fields_template_id_kox_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."kox_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_templates" ADD CONSTRAINT "kox_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_templates" ADD CONSTRAINT "kox_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_project_creators_creator_idx" ON "kox_project_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "kox_projects_team_idx" ON "kox_projects" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "kox_sandbox_messages_user_idx" ON "kox_sandbox_messages" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "kox_progress_labels_template_idx" ON "kox_progress_labels" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_progress_labels_builtin_idx" ON "kox_progress_labels" USING btree ("template_id","builtin_key");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_template_fields_position_idx" ON "kox_template_fields" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_templates_team_name_idx" ON "kox_templates" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "kox_templates_team_updated_idx" ON "kox_templates" USING btree ("team_id","updated_at");