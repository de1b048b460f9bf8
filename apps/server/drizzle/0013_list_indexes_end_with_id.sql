DROP INDEX "events_event_date_idx";--> statement-breakpoint
DROP INDEX "materials_created_idx";--> statement-breakpoint
DROP INDEX "materials_filter_idx";--> statement-breakpoint
DROP INDEX "materials_type_idx";--> statement-breakpoint
DROP INDEX "podcast_episode_date_idx";--> statement-breakpoint
DROP INDEX "posts_status_published_idx";--> statement-breakpoint
CREATE INDEX "materials_level_idx" ON "materials" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "events_event_date_idx" ON "events" USING btree ("event_date","title","id");--> statement-breakpoint
CREATE INDEX "materials_created_idx" ON "materials" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "materials_filter_idx" ON "materials" USING btree ("level","material_type","created_at","id");--> statement-breakpoint
CREATE INDEX "materials_type_idx" ON "materials" USING btree ("material_type","created_at","id");--> statement-breakpoint
CREATE INDEX "podcast_episode_date_idx" ON "podcast_episodes" USING btree ("episode_date","id");--> statement-breakpoint
CREATE INDEX "posts_status_published_idx" ON "posts" USING btree ("status","published_at","created_at","id");