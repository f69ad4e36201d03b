CREATE TABLE "post_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text,
	"file_name" text NOT NULL,
	"posts" integer NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "post_imports_status_check" CHECK ("post_imports"."status" in ('writing', 'applied', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "post_imports" ADD CONSTRAINT "post_imports_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_imports" ADD CONSTRAINT "post_imports_subject_id_analysis_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."analysis_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_imports" ADD CONSTRAINT "post_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_imports_subject_status_idx" ON "post_imports" USING btree ("subject_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "post_imports_one_writing_idx" ON "post_imports" USING btree ("subject_id") WHERE "post_imports"."status" = 'writing';