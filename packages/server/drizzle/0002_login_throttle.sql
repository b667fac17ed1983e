CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");