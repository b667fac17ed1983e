ALTER TABLE "deliveries" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The deliveries made before: their events happened when they were made.
UPDATE "deliveries" SET "occurred_at" = "created_at";
