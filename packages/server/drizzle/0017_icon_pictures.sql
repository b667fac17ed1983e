CREATE TABLE "icon_pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"drawable" boolean NOT NULL,
	"problem" text,
	"raster" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "icons" ADD COLUMN "svg_hash" text;--> statement-breakpoint
UPDATE "icons" SET "svg_hash" = encode(sha256(convert_to("svg", 'UTF8')), 'hex');
