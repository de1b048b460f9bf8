CREATE TABLE "election_ballots" (
	"election_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"choices" jsonb NOT NULL,
	CONSTRAINT "election_ballots_election_id_receipt_pk" PRIMARY KEY("election_id","receipt")
);
--> statement-breakpoint
CREATE TABLE "election_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"election_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"member_id" uuid,
	"manifesto" text NOT NULL,
	"photo_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "election_officers" (
	"election_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "election_officers_election_id_user_id_pk" PRIMARY KEY("election_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "election_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"title" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"display_order" integer NOT NULL,
	"tie_break_winners" uuid[],
	"tie_break_note" text
);
--> statement-breakpoint
CREATE TABLE "election_roll" (
	"election_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "election_roll_election_id_member_id_pk" PRIMARY KEY("election_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "election_voters" (
	"election_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "election_voters_election_id_member_id_pk" PRIMARY KEY("election_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"session" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"nominations_open_at" timestamp with time zone,
	"voting_open_at" timestamp with time zone,
	"voting_close_at" timestamp with time zone,
	"eligible_levels" text[] DEFAULT '{}' NOT NULL,
	"roll_size" integer,
	"close_extensions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"council_made_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "election_ballots" ADD CONSTRAINT "election_ballots_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_position_id_election_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."election_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_officers" ADD CONSTRAINT "election_officers_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_officers" ADD CONSTRAINT "election_officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_positions" ADD CONSTRAINT "election_positions_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_roll" ADD CONSTRAINT "election_roll_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_roll" ADD CONSTRAINT "election_roll_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "election_candidates_member_unique" ON "election_candidates" USING btree ("election_id","member_id");--> statement-breakpoint
CREATE INDEX "election_candidates_position_idx" ON "election_candidates" USING btree ("position_id","status");--> statement-breakpoint
CREATE INDEX "election_officers_user_idx" ON "election_officers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "election_positions_election_idx" ON "election_positions" USING btree ("election_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "elections_slug_unique" ON "elections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "elections_created_idx" ON "elections" USING btree ("created_at");