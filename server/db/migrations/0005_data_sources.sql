ALTER TABLE "dashboards" ADD COLUMN "data_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Earlier versions collected TikTok and Instagram only from the sample source; YouTube's source depended on a key
-- this database never saw, so those stay unknown until the next collection says.
UPDATE "dashboards" SET "data_sources" = '["sample"]'::jsonb WHERE EXISTS (
  SELECT 1 FROM "collection_tasks" t WHERE t."dashboard_id" = "dashboards"."id" AND t."status" = 'SUCCESS' AND t."media" <> 'youtube');--> statement-breakpoint
UPDATE "dashboards" SET "data_sources" = "data_sources" || '["import"]'::jsonb WHERE EXISTS (
  SELECT 1 FROM "post_imports" i WHERE i."dashboard_id" = "dashboards"."id" AND i."status" = 'applied');--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_data_sources_check" CHECK (jsonb_typeof("dashboards"."data_sources") = 'array' and "dashboards"."data_sources" <@ '["sample", "youtube", "import"]'::jsonb);