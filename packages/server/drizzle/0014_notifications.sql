CREATE TABLE "notification_mail_choices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "notification_mail_choices_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"bulletin_id" integer,
	"bulletin_type_id" integer NOT NULL,
	"issue_date" date,
	"actor_username" text,
	"actor_name" text,
	"comment" text DEFAULT '' NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"issue_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"work" text NOT NULL,
	"bulletin_type_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_work_bulletin_type_id_local_date_pk" PRIMARY KEY("work","bulletin_type_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "bulletin_types" ADD COLUMN "draft_time" text;--> statement-breakpoint
ALTER TABLE "bulletin_types" ADD COLUMN "remind_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_mail_choices" ADD CONSTRAINT "notification_mail_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_runs" ADD CONSTRAINT "scheduled_runs_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_key" ON "notifications" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;