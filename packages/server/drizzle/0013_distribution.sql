CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_id" integer,
	"bulletin_type_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"webhook_id" integer,
	"subscription_id" integer,
	"receiver" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"resent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_type_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"confirmations_sent" integer DEFAULT 0 NOT NULL,
	"last_confirmation_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_type_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_bulletin_idx" ON "deliveries" USING btree ("bulletin_id");--> statement-breakpoint
CREATE INDEX "deliveries_type_idx" ON "deliveries" USING btree ("bulletin_type_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_webhook_idx" ON "deliveries" USING btree ("webhook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_event_receiver_idx" ON "deliveries" USING btree ("event_id","channel","receiver");--> statement-breakpoint
CREATE INDEX "delivery_attempts_delivery_idx" ON "delivery_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_type_email_idx" ON "subscriptions" USING btree ("bulletin_type_id","email");--> statement-breakpoint
CREATE INDEX "webhooks_type_idx" ON "webhooks" USING btree ("bulletin_type_id");