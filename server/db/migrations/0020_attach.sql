CREATE TABLE "kox_attachment_blobs" (
	"team_id" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kox_attachment_blobs_team_id_sha256_pk" PRIMARY KEY("team_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "kox_attachment_chunks" (
	"team_id" text NOT NULL,
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "kox_attachment_chunks_team_id_sha256_seq_pk" PRIMARY KEY("team_id","sha256","seq")
);
--> statement-breakpoint
CREATE TABLE "kox_outreach_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"email_id" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kox_attachment_blobs" ADD CONSTRAINT "kox_attachment_blobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_attachment_chunks" ADD CONSTRAINT "kox_attachment_chunks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_attachments" ADD CONSTRAINT "kox_outreach_attachments_email_id_kox_outreach_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."kox_outreach_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_attachments" ADD CONSTRAINT "kox_outreach_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kox_outreach_attachments" ADD CONSTRAINT "kox_outreach_attachments_team_id_sha256_kox_attachment_blobs_team_id_sha256_fk" FOREIGN KEY ("team_id","sha256") REFERENCES "public"."kox_attachment_blobs"("team_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kox_outreach_attachments_email_file_idx" ON "kox_outreach_attachments" USING btree ("email_id","sha256","file_name");--> statement-breakpoint
CREATE INDEX "kox_outreach_attachments_blob_idx" ON "kox_outreach_attachments" USING btree ("team_id","sha256");