ALTER TABLE "site_settings" ADD COLUMN "current_session" text;--> statement-breakpoint
DROP INDEX "executives_order_idx";--> statement-breakpoint
DROP INDEX "executives_featured_idx";--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "session" text;--> statement-breakpoint
-- Everyone already on the site joins the session of today's date on the society's clock: from
-- September, the one that starts that year (decision 021; the same rule as sessionAt in shared).
UPDATE "executives" SET "session" = (
  SELECT CASE WHEN extract(month FROM today.local) >= 9
    THEN extract(year FROM today.local)::int || '/' || (extract(year FROM today.local)::int + 1)
    ELSE (extract(year FROM today.local)::int - 1) || '/' || extract(year FROM today.local)::int
  END
  FROM (
    SELECT now() AT TIME ZONE coalesce((SELECT "time_zone" FROM "site_settings" WHERE "id" = 1), 'Africa/Lagos') AS local
  ) AS today
);--> statement-breakpoint
ALTER TABLE "executives" ALTER COLUMN "session" SET NOT NULL;--> statement-breakpoint
-- ... and that session becomes the stored current one, so the council does not move on by the calendar.
INSERT INTO "site_settings" ("id", "values", "current_session")
  SELECT 1, '{}'::jsonb, min("session") FROM "executives" HAVING count(*) > 0
  ON CONFLICT ("id") DO UPDATE SET "current_session" = EXCLUDED."current_session";--> statement-breakpoint
CREATE INDEX "executives_session_order_idx" ON "executives" USING btree ("session","display_order","name");--> statement-breakpoint
CREATE INDEX "executives_session_featured_idx" ON "executives" USING btree ("session","is_featured","display_order");