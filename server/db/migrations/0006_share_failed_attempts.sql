ALTER TABLE "share_links" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "last_failed_attempt_at" timestamp with time zone;