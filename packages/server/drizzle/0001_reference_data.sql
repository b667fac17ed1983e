CREATE TABLE "bulletin_type_data_types" (
	"bulletin_type_id" integer NOT NULL,
	"data_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bulletin_type_data_types_bulletin_type_id_data_type_id_pk" PRIMARY KEY("bulletin_type_id","data_type_id")
);
--> statement-breakpoint
CREATE TABLE "bulletin_type_venues" (
	"bulletin_type_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bulletin_type_venues_bulletin_type_id_venue_id_pk" PRIMARY KEY("bulletin_type_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "bulletin_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"authority_id" integer,
	"icon_set_id" integer NOT NULL,
	"horizon_days" integer DEFAULT 1 NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '["it"]'::jsonb NOT NULL,
	"issue_time" text DEFAULT '12:00' NOT NULL,
	"requires_review" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "data_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value_kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"minimum" double precision,
	"maximum" double precision,
	"decimals" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon_category" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "icon_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"authority_id" integer,
	"is_reference" boolean DEFAULT false NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icon_sets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon_set_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"variant" text DEFAULT 'any' NOT NULL,
	"wmo_code" integer,
	"svg" text NOT NULL,
	"reference_icon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation" integer,
	"region" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'Europe/Rome' NOT NULL,
	"authority_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bulletin_type_data_types" ADD CONSTRAINT "bulletin_type_data_types_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_data_types" ADD CONSTRAINT "bulletin_type_data_types_data_type_id_data_types_id_fk" FOREIGN KEY ("data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_venues" ADD CONSTRAINT "bulletin_type_venues_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_type_venues" ADD CONSTRAINT "bulletin_type_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_types" ADD CONSTRAINT "bulletin_types_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_types" ADD CONSTRAINT "bulletin_types_icon_set_id_icon_sets_id_fk" FOREIGN KEY ("icon_set_id") REFERENCES "public"."icon_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icon_sets" ADD CONSTRAINT "icon_sets_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icons" ADD CONSTRAINT "icons_icon_set_id_icon_sets_id_fk" FOREIGN KEY ("icon_set_id") REFERENCES "public"."icon_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icons" ADD CONSTRAINT "icons_reference_icon_id_icons_id_fk" FOREIGN KEY ("reference_icon_id") REFERENCES "public"."icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "btdt_data_type_idx" ON "bulletin_type_data_types" USING btree ("data_type_id");--> statement-breakpoint
CREATE INDEX "btv_venue_idx" ON "bulletin_type_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "icons_set_code_key" ON "icons" USING btree ("icon_set_id","code");--> statement-breakpoint
CREATE INDEX "icons_reference_idx" ON "icons" USING btree ("reference_icon_id");--> statement-breakpoint
CREATE INDEX "venues_authority_idx" ON "venues" USING btree ("authority_id");