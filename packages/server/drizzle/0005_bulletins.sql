CREATE TABLE "bulletin_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bulletin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_username" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text,
	"to_status" text,
	"comment" text DEFAULT '' NOT NULL,
	"revision" integer NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "bulletin_snapshots" (
	"bulletin_id" integer PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletin_texts" (
	"bulletin_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"venue_notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "bulletin_texts_bulletin_id_language_pk" PRIMARY KEY("bulletin_id","language")
);
--> statement-breakpoint
CREATE TABLE "bulletin_type_rules" (
	"bulletin_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"left_data_type_id" integer NOT NULL,
	"relation" text NOT NULL,
	"right_data_type_id" integer NOT NULL,
	"severity" text NOT NULL,
	CONSTRAINT "bulletin_type_rules_bulletin_type_id_position_pk" PRIMARY KEY("bulletin_type_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulletin_values" (
	"bulletin_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"slot" text NOT NULL,
	"data_type_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_values_bulletin_id_venue_id_day_slot_data_type_id_pk" PRIMARY KEY("bulletin_id","venue_id","day","slot","data_type_id")
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_type_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"corrects_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"author_id" integer,
	"last_editor_id" integer,
	"last_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletins_version_positive" CHECK ("bulletins"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bulletin_events" ADD CONSTRAINT "bulletin_events_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_events" ADD CONSTRAINT "bulletin_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_snapshots" ADD CONSTRAINT "bulletin_snapshots_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_texts" ADD CONSTRAINT "bulletin_texts_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_left_data_type_id_data_types_id_fk" FOREIGN KEY ("left_data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_rules" ADD CONSTRAINT "bulletin_type_rules_right_data_type_id_data_types_id_fk" FOREIGN KEY ("right_data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_values" ADD CONSTRAINT "bulletin_values_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_values" ADD CONSTRAINT "bulletin_values_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_values" ADD CONSTRAINT "bulletin_values_data_type_id_data_types_id_fk" FOREIGN KEY ("data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_values" ADD CONSTRAINT "bulletin_values_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_corrects_id_bulletins_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."bulletins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_last_editor_id_users_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_events_bulletin_idx" ON "bulletin_events" USING btree ("bulletin_id","id");--> statement-breakpoint
CREATE INDEX "bulletin_values_venue_idx" ON "bulletin_values" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "bulletin_values_data_type_idx" ON "bulletin_values" USING btree ("data_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletins_type_date_version_key" ON "bulletins" USING btree ("bulletin_type_id","issue_date","version");--> statement-breakpoint
CREATE INDEX "bulletins_authority_date_idx" ON "bulletins" USING btree ("authority_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_date_idx" ON "bulletins" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_status_date_idx" ON "bulletins" USING btree ("status","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulletins_corrects_idx" ON "bulletins" USING btree ("corrects_id");--> statement-breakpoint
-- A bulletin type's consistency rules are part of its answer: cached answers built from it drop
-- when they change (see 0004_cache_invalidation.sql).
CREATE TRIGGER bulletin_type_rules_notify_table
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulletin_type_rules
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
