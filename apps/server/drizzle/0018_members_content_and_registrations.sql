ALTER TABLE "event_rsvps" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "joined_session" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "verified_session" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_member_idx" ON "event_rsvps" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_joined_idx" ON "members" USING btree ("joined_at","id");