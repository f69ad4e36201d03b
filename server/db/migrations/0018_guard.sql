ALTER TABLE "kox_mailboxes" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD COLUMN "written_by" text;--> statement-breakpoint
ALTER TABLE "kox_outreach_emails" ADD COLUMN "writer_fallback" text;