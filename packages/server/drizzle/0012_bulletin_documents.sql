CREATE TABLE "bulletin_documents" (
	"bulletin_id" integer NOT NULL,
	"language" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"gzip" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_documents_bulletin_id_language_format_pk" PRIMARY KEY("bulletin_id","language","format")
);
--> statement-breakpoint
ALTER TABLE "bulletin_documents" ADD CONSTRAINT "bulletin_documents_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;