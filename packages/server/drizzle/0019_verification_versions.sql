CREATE TABLE "verification_versions" (
	"bulletin_type_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_versions" ADD CONSTRAINT "verification_versions_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;