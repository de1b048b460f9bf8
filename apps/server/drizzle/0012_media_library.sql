CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_unique" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_newest_idx" ON "media" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "media_uploader_newest_idx" ON "media" USING btree ("uploaded_by","created_at" desc,"id" desc);--> statement-breakpoint
-- The library's search (GET /api/media?q=): file names split at every non-letter ("team-photo_2024.jpg"
-- gives team, photo, 2024, jpg) and the alt text, in the 'simple' configuration (no stemming: names
-- are not English), matched by word prefixes. Kept out of the Drizzle schema like 0002's columns.
ALTER TABLE "media" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(original_name, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(alt, '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin ("search");
