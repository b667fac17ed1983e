ALTER TABLE "bulletin_type_rules" ALTER COLUMN "left_data_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ALTER COLUMN "relation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ALTER COLUMN "right_data_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "kind" text DEFAULT 'compare' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "data_type_id" integer;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "when_data_type_id" integer;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "when_values" jsonb;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "value" double precision;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "min_offset" double precision;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "max_offset" double precision;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "min" double precision;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD COLUMN "max" double precision;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_data_type_id_data_types_id_fk" FOREIGN KEY ("data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_when_data_type_id_data_types_id_fk" FOREIGN KEY ("when_data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_parts" CHECK (("bulletin_type_rules"."kind" = 'compare' and "bulletin_type_rules"."left_data_type_id" is not null and "bulletin_type_rules"."relation" is not null and "bulletin_type_rules"."right_data_type_id" is not null)
        or ("bulletin_type_rules"."kind" = 'venue_range' and "bulletin_type_rules"."data_type_id" is not null)
        or ("bulletin_type_rules"."kind" = 'condition' and "bulletin_type_rules"."when_data_type_id" is not null and "bulletin_type_rules"."when_values" is not null and "bulletin_type_rules"."data_type_id" is not null and "bulletin_type_rules"."relation" is not null and "bulletin_type_rules"."value" is not null));