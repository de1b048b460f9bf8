ALTER TABLE "article_submissions" ADD COLUMN "content_body" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;