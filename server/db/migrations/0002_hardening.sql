CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
UPDATE "auth_tokens" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auth_tokens_family_idx" ON "auth_tokens" USING btree ("family_id");