CREATE TABLE "kox_label_judgments" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"project_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"reply_id" text,
	"label_id" text,
	"label_name" text,
	"method" text,
	"judged_by" text NOT NULL,
	"reason" text NOT NULL,
	"text_read" text NOT NULL,
	"overrides_judgment_id" text,
	"judged_by_user_id" text,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kox_outreach_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kox_outreach_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"project_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"kind" text DEFAULT 'invitation' NOT NULL,
	"follow_up_number" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"batch_id" text,
	"sender_user_id" text,
	"message_id" text,
	"in_reply_to" text,
	"scheduled_at" timestamp with time zone,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_outreach_emails_status_check" CHECK ("kox_outreach_emails"."status" in ('generating', 'needs_info', 'generation_failed', 'draft', 'scheduled', 'sending', 'sent', 'send_failed')),
	CONSTRAINT "kox_outreach_emails_kind_check" CHECK ("kox_outreach_emails"."kind" in ('invitation', 'follow_up'))
);
--> statement-breakpoint
CREATE TABLE "kox_outreach_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"project_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"email_id" text,
	"mailbox_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"own_text" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_outreach_replies_kind_check" CHECK ("kox_outreach_replies"."kind" in ('reply', 'auto_reply', 'bounce'))
);
--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "daily_cap" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "send_spacing_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "last_send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "imap_uid_validity" text;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "imap_last_uid" integer;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kox_mailboxes" ADD COLUMN "poll_error" text;--> statement-breakpoint
ALTER TABLE "kox_label_judgments" ADD CONSTRAINT "kox_label_judgments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_label_judgments" ADD CONSTRAINT "kox_label_judgments_project_id_kox_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."kox_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_label_judgments" ADD CONSTRAINT "kox_label_judgments_reply_id_kox_outreach_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."kox_outreach_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_label_judgments" ADD CONSTRAINT "kox_label_judgments_judged_by_user_id_users_id_fk" FOREIGN KEY ("judged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_batches" ADD CONSTRAINT "kox_outreach_batches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_batches" ADD CONSTRAINT "kox_outreach_batches_project_id_kox_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."kox_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_batches" ADD CONSTRAINT "kox_outreach_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD CONSTRAINT "kox_outreach_emails_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD CONSTRAINT "kox_outreach_emails_project_id_kox_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."kox_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD CONSTRAINT "kox_outreach_emails_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD CONSTRAINT "kox_outreach_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD CONSTRAINT "kox_outreach_emails_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_replies" ADD CONSTRAINT "kox_outreach_replies_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_replies" ADD CONSTRAINT "kox_outreach_replies_project_id_kox_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."kox_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_replies" ADD CONSTRAINT "kox_outreach_replies_email_id_kox_outreach_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."kox_outreach_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_replies" ADD CONSTRAINT "kox_outreach_replies_mailbox_user_id_users_id_fk" FOREIGN KEY ("mailbox_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_label_judgments_creator_idx" ON "kox_label_judgments" USING btree ("project_id","creator_id","judged_at");--> statement-breakpoint
CREATE INDEX "kox_outreach_batches_project_idx" ON "kox_outreach_batches" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_outreach_emails_thread_idx" ON "kox_outreach_emails" USING btree ("project_id","creator_id","follow_up_number");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_outreach_emails_message_id_idx" ON "kox_outreach_emails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "kox_outreach_emails_due_idx" ON "kox_outreach_emails" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "kox_outreach_emails_batch_idx" ON "kox_outreach_emails" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kox_outreach_replies_message_idx" ON "kox_outreach_replies" USING btree ("mailbox_user_id","message_id");--> statement-breakpoint
CREATE INDEX "kox_outreach_replies_thread_idx" ON "kox_outreach_replies" USING btree ("project_id","creator_id","received_at");