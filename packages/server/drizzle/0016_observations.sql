CREATE TABLE "observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"observed_date" date NOT NULL,
	"slot" text NOT NULL,
	"data_type_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observations_slot_length" CHECK (char_length("observations"."slot") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "data_types" ADD COLUMN "tolerance" double precision;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_data_type_id_data_types_id_fk" FOREIGN KEY ("data_type_id") REFERENCES "public"."data_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "observations_venue_date_slot_type_key" ON "observations" USING btree ("venue_id","observed_date","slot","data_type_id");--> statement-breakpoint
CREATE INDEX "observations_data_type_date_idx" ON "observations" USING btree ("data_type_id","observed_date");--> statement-breakpoint
CREATE INDEX "observations_date_idx" ON "observations" USING btree ("observed_date");