CREATE TABLE "event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"checked_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_active_email_unique" ON "event_rsvps" USING btree ("event_id","email") WHERE "event_rsvps"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_cancel_token_unique" ON "event_rsvps" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_created_idx" ON "event_rsvps" USING btree ("event_id","created_at");