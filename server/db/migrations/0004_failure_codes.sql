ALTER TABLE "collection_tasks" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "dashboard_components" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "dashboards" ADD COLUMN "failure_code" text;--> statement-breakpoint
-- Reasons stored as text by earlier versions become the code that says the same.
UPDATE "dashboards" SET "failure_code" = CASE
  WHEN "failure_reason" ILIKE '%no space left on device%' THEN 'storage_full'
  WHEN "failure_reason" ILIKE 'Collection source not wired%' THEN 'not_wired'
  WHEN "failure_reason" ILIKE '%quota%' THEN 'source_quota'
  WHEN "failure_reason" ILIKE 'Interrupted%' THEN 'interrupted'
  WHEN "failure_reason" ILIKE 'Analysis failed%' THEN 'analysis_failed'
  ELSE 'collection_failed' END
WHERE "failure_reason" IS NOT NULL;--> statement-breakpoint
UPDATE "collection_tasks" SET "error_code" = CASE
  WHEN "error" ILIKE '%no space left on device%' THEN 'storage_full'
  WHEN "error" ILIKE 'Collection source not wired%' THEN 'not_wired'
  WHEN "error" ILIKE '%quota%' THEN 'source_quota'
  WHEN "error" ILIKE 'Interrupted%' THEN 'interrupted'
  ELSE 'collection_failed' END
WHERE "error" IS NOT NULL;--> statement-breakpoint
UPDATE "dashboard_components" SET "error_code" = CASE
  WHEN "error" ILIKE '%no space left on device%' THEN 'storage_full'
  WHEN "error" ILIKE '%is an ad (AD) component%' THEN 'ad_data_unavailable'
  WHEN "error" ILIKE '%is not a known report component%' THEN 'unsupported_component'
  WHEN "error" ILIKE '%does not match its schema%' THEN 'invalid_result'
  WHEN "error" ILIKE 'Interrupted%' THEN 'interrupted'
  ELSE 'analysis_failed' END
WHERE "error" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_tasks" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "dashboard_components" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "dashboards" DROP COLUMN "failure_reason";--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_error_code_check" CHECK ("collection_tasks"."error_code" is null or "collection_tasks"."error_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result'));--> statement-breakpoint
ALTER TABLE "dashboard_components" ADD CONSTRAINT "dashboard_components_error_code_check" CHECK ("dashboard_components"."error_code" is null or "dashboard_components"."error_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result'));--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_failure_code_check" CHECK ("dashboards"."failure_code" is null or "dashboards"."failure_code" in ('storage_full', 'source_quota', 'source_rejected', 'source_unavailable', 'not_wired', 'interrupted', 'collection_failed', 'analysis_failed', 'unsupported_component', 'ad_data_unavailable', 'invalid_result'));
