CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cursor" jsonb,
	"error" text,
	"input_key" text,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text NOT NULL,
	"source_key" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"imported_updated_at" timestamp with time zone NOT NULL,
	"job_id" uuid
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_running" ON "import_jobs" USING btree ("status") WHERE "import_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_sources_source_unique" ON "import_sources" USING btree ("origin","record_type","source_key");--> statement-breakpoint
CREATE INDEX "import_sources_record_idx" ON "import_sources" USING btree ("record_type","record_id");