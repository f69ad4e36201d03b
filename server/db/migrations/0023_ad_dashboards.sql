CREATE TABLE "ad_dashboard_settings" (
	"dashboard_id" text PRIMARY KEY NOT NULL,
	"window" text NOT NULL,
	"level" text NOT NULL,
	"range_kind" text NOT NULL,
	"range_preset" text,
	"range_days" integer,
	"range_from" date,
	"range_to" date,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_usd" numeric(14, 2),
	CONSTRAINT "ad_dashboard_settings_window_check" CHECK ("ad_dashboard_settings"."window" in ('none', '1d_view', '1d_click', '7d_click')),
	CONSTRAINT "ad_dashboard_settings_level_check" CHECK ("ad_dashboard_settings"."level" in ('campaign', 'ad_set', 'ad')),
	CONSTRAINT "ad_dashboard_settings_range_check" CHECK (("ad_dashboard_settings"."range_kind" = 'preset' and "ad_dashboard_settings"."range_preset" in ('1m', '3m', '6m', '1y'))
        or ("ad_dashboard_settings"."range_kind" = 'days' and "ad_dashboard_settings"."range_days" between 1 and 366)
        or ("ad_dashboard_settings"."range_kind" = 'custom' and "ad_dashboard_settings"."range_from" <= "ad_dashboard_settings"."range_to")),
	CONSTRAINT "ad_dashboard_settings_kind_check" CHECK ("ad_dashboard_settings"."range_kind" in ('preset', 'days', 'custom')),
	CONSTRAINT "ad_dashboard_settings_budget_check" CHECK ("ad_dashboard_settings"."budget_usd" is null or "ad_dashboard_settings"."budget_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_dashboard_sources" (
	"dashboard_id" text NOT NULL,
	"dataset_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ad_dashboard_sources_dashboard_id_dataset_id_pk" PRIMARY KEY("dashboard_id","dataset_id")
);
--> statement-breakpoint
ALTER TABLE "collection_tasks" DROP CONSTRAINT "collection_tasks_error_code_check";--> statement-breakpoint
ALTER TABLE "dashboard_components" DROP CONSTRAINT "dashboard_components_error_code_check";--> statement-breakpoint
ALTER TABLE "dashboards" DROP CONSTRAINT "dashboards_failure_code_check";--> statement-breakpoint
ALTER TABLE "dashboards" ADD COLUMN "app_type" text DEFAULT 'MK' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_dashboard_settings" ADD CONSTRAINT "ad_dashboard_settings_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_dashboard_sources" ADD CONSTRAINT "ad_dashboard_sources_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_dashboard_sources" ADD CONSTRAINT "ad_dashboard_sources_dataset_id_ad_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."ad_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_dashboard_sources_dataset_idx" ON "ad_dashboard_sources" USING btree ("dataset_id");--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_error_code_check" CHECK ("collection_tasks"."error_code" is null or "collection_tasks"."error_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result', 'ad_no_sources', 'ad_sources_failed'));--> statement-breakpoint
ALTER TABLE "dashboard_components" ADD CONSTRAINT "dashboard_components_error_code_check" CHECK ("dashboard_components"."error_code" is null or "dashboard_components"."error_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result', 'ad_no_sources', 'ad_sources_failed'));--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_app_type_check" CHECK ("dashboards"."app_type" in ('MK', 'AD'));--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_failure_code_check" CHECK ("dashboards"."failure_code" is null or "dashboards"."failure_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result', 'ad_no_sources', 'ad_sources_failed'));