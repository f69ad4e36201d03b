CREATE TABLE "ad_covers" (
	"dataset_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_covers_dataset_id_ad_id_pk" PRIMARY KEY("dataset_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"client_id" text,
	"kind" text NOT NULL,
	"platform" text,
	"name" text NOT NULL,
	"account_id" text,
	"currency" text,
	"time_zone" text,
	"monthly_budget_usd" numeric(14, 2),
	"token_sealed" text,
	"secret_key_id" text,
	"file_name" text,
	"file_size" bigint,
	"file_format" text,
	"upload_id" text,
	"state" text NOT NULL,
	"phase" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_code" integer,
	"row_count" integer DEFAULT 0 NOT NULL,
	"ad_count" integer DEFAULT 0 NOT NULL,
	"first_day" date,
	"last_day" date,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attribution_setting" text,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_datasets_kind_check" CHECK ("ad_datasets"."kind" in ('account', 'file', 'sample')),
	CONSTRAINT "ad_datasets_state_check" CHECK ("ad_datasets"."state" in ('parsing', 'syncing', 'success', 'failed')),
	CONSTRAINT "ad_datasets_phase_check" CHECK ("ad_datasets"."phase" is null or "ad_datasets"."phase" in ('reading', 'writing', 'tagging')),
	CONSTRAINT "ad_datasets_platform_check" CHECK ("ad_datasets"."platform" is null or "ad_datasets"."platform" in ('meta', 'tiktok', 'google')),
	CONSTRAINT "ad_datasets_progress_check" CHECK ("ad_datasets"."progress" between 0 and 100),
	CONSTRAINT "ad_datasets_budget_check" CHECK ("ad_datasets"."monthly_budget_usd" is null or "ad_datasets"."monthly_budget_usd" >= 0),
	CONSTRAINT "ad_datasets_name_check" CHECK (length("ad_datasets"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "ad_tag_corrections" (
	"dataset_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"dimension" text NOT NULL,
	"tag" text,
	"corrected_by" text,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_tag_corrections_dataset_id_ad_id_dimension_pk" PRIMARY KEY("dataset_id","ad_id","dimension"),
	CONSTRAINT "ad_tag_corrections_dimension_check" CHECK ("ad_tag_corrections"."dimension" in ('product', 'audience', 'hook'))
);
--> statement-breakpoint
CREATE TABLE "ad_tag_rules" (
	"dataset_id" text NOT NULL,
	"dimension" text NOT NULL,
	"rules" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_tag_rules_dataset_id_dimension_pk" PRIMARY KEY("dataset_id","dimension"),
	CONSTRAINT "ad_tag_rules_dimension_check" CHECK ("ad_tag_rules"."dimension" in ('product', 'audience', 'hook'))
);
--> statement-breakpoint
CREATE TABLE "ad_upload_chunks" (
	"upload_id" text NOT NULL,
	"team_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_upload_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
ALTER TABLE "ad_covers" ADD CONSTRAINT "ad_covers_dataset_id_ad_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."ad_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_covers" ADD CONSTRAINT "ad_covers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_datasets" ADD CONSTRAINT "ad_datasets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_datasets" ADD CONSTRAINT "ad_datasets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_datasets" ADD CONSTRAINT "ad_datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tag_corrections" ADD CONSTRAINT "ad_tag_corrections_dataset_id_ad_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."ad_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tag_corrections" ADD CONSTRAINT "ad_tag_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tag_rules" ADD CONSTRAINT "ad_tag_rules_dataset_id_ad_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."ad_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tag_rules" ADD CONSTRAINT "ad_tag_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_upload_chunks" ADD CONSTRAINT "ad_upload_chunks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_datasets_team_idx" ON "ad_datasets" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_datasets_next_sync_idx" ON "ad_datasets" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_datasets_account_idx" ON "ad_datasets" USING btree ("team_id","platform","account_id") WHERE "ad_datasets"."kind" in ('account', 'sample');--> statement-breakpoint
CREATE INDEX "ad_upload_chunks_written_idx" ON "ad_upload_chunks" USING btree ("written_at");