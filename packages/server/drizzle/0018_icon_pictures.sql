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
--> statement-breakpoint
-- A picture drawn for the first time changes what a kept comparison says (whether it draws).
CREATE TRIGGER icon_pictures_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON icon_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
