-- UNLOGGED by hand (drizzle-kit has no such option): see src/db/schema/shared-limits.ts.
CREATE UNLOGGED TABLE "login_failures" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"limit_name" text NOT NULL,
	"address" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_limit_name_address_pk" PRIMARY KEY("limit_name","address")
);
--> statement-breakpoint
CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_failed_idx" ON "login_failures" USING btree ("kind","last_failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_seen_idx" ON "rate_limit_hits" USING btree ("limit_name","last_seen_at");