CREATE TABLE "rsvp_confirm_mails" (
	"email" text PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rsvp_confirm_mails_window_idx" ON "rsvp_confirm_mails" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_confirm_token_unique" ON "event_rsvps" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "event_rsvps_pending_expiry_idx" ON "event_rsvps" USING btree ("confirm_expires_at") WHERE "event_rsvps"."status" = 'pending';