CREATE TABLE "verification_month_sums" (
	"bulletin_type_id" integer NOT NULL,
	"month" date NOT NULL,
	"data_type_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"forecast" text DEFAULT '' NOT NULL,
	"observed" text DEFAULT '' NOT NULL,
	"pairs" integer NOT NULL,
	"numbered" integer DEFAULT 0 NOT NULL,
	"sum_error" double precision DEFAULT 0 NOT NULL,
	"sum_abs_error" double precision DEFAULT 0 NOT NULL,
	"sum_squared_error" double precision DEFAULT 0 NOT NULL,
	"judged" integer DEFAULT 0 NOT NULL,
	"within" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_stale" (
	"bulletin_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_stale_months" (
	"bulletin_type_id" integer NOT NULL,
	"month" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_stale_months_bulletin_type_id_month_pk" PRIMARY KEY("bulletin_type_id","month")
);
--> statement-breakpoint
CREATE TABLE "verification_sums" (
	"bulletin_id" integer NOT NULL,
	"data_type_id" integer NOT NULL,
	"lead_day" smallint,
	"venue_id" integer,
	"forecast" text DEFAULT '' NOT NULL,
	"observed" text DEFAULT '' NOT NULL,
	"pairs" integer NOT NULL,
	"numbered" integer DEFAULT 0 NOT NULL,
	"sum_error" double precision DEFAULT 0 NOT NULL,
	"sum_abs_error" double precision DEFAULT 0 NOT NULL,
	"sum_squared_error" double precision DEFAULT 0 NOT NULL,
	"judged" integer DEFAULT 0 NOT NULL,
	"within" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_month_sums" ADD CONSTRAINT "verification_month_sums_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_stale" ADD CONSTRAINT "verification_stale_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_stale_months" ADD CONSTRAINT "verification_stale_months_bulletin_type_id_bulletin_types_id_fk" FOREIGN KEY ("bulletin_type_id") REFERENCES "public"."bulletin_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sums" ADD CONSTRAINT "verification_sums_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_month_sums_type_month_idx" ON "verification_month_sums" USING btree ("bulletin_type_id","month");--> statement-breakpoint
CREATE INDEX "verification_sums_bulletin_idx" ON "verification_sums" USING btree ("bulletin_id","venue_id");--> statement-breakpoint
CREATE INDEX "verification_sums_data_type_idx" ON "verification_sums" USING btree ("data_type_id","bulletin_id");--> statement-breakpoint
-- What marks a bulletin's kept sums stale, in the statement that makes them so, whichever code or
-- tool writes: its publication, an observation of a date it forecast written or removed, a data
-- type's tolerance or kind changed. The app sums a marked bulletin again before its sums are read.
CREATE FUNCTION verification_mark_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO verification_stale (bulletin_id) VALUES (NEW.id)
  ON CONFLICT (bulletin_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bulletins_verification_insert AFTER INSERT ON bulletins
  FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION verification_mark_published();
--> statement-breakpoint
CREATE TRIGGER bulletins_verification_update AFTER UPDATE OF status ON bulletins
  FOR EACH ROW WHEN (NEW.status = 'published' AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION verification_mark_published();
--> statement-breakpoint
-- The published bulletins that forecast a date observed: issued on it or before (a horizon is at
-- most 10 days, MAX_HORIZON_DAYS; 31 bounds the index's range) and valid until it. Marked in id
-- order, so that two writers never wait on each other's marks crosswise.
CREATE FUNCTION verification_mark_observed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO verification_stale (bulletin_id)
  SELECT DISTINCT b.id
  FROM (SELECT DISTINCT observed_date FROM observed_rows) o
  JOIN bulletins b ON b.status = 'published'
    AND b.issue_date BETWEEN o.observed_date - 31 AND o.observed_date
    AND o.observed_date <= (b.valid_to AT TIME ZONE 'UTC')::date + 1
  ORDER BY b.id
  ON CONFLICT (bulletin_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER observations_verification_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS observed_rows FOR EACH STATEMENT EXECUTE FUNCTION verification_mark_observed();
--> statement-breakpoint
CREATE TRIGGER observations_verification_update AFTER UPDATE ON observations
  REFERENCING NEW TABLE AS observed_rows FOR EACH STATEMENT EXECUTE FUNCTION verification_mark_observed();
--> statement-breakpoint
CREATE TRIGGER observations_verification_delete AFTER DELETE ON observations
  REFERENCING OLD TABLE AS observed_rows FOR EACH STATEMENT EXECUTE FUNCTION verification_mark_observed();
--> statement-breakpoint
-- A tolerance changes the share within it: the bulletins summed with the data type. A kind changes
-- what is summed at all: the published bulletins with values of it.
CREATE FUNCTION verification_mark_data_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.value_kind IS DISTINCT FROM NEW.value_kind THEN
    INSERT INTO verification_stale (bulletin_id)
    SELECT DISTINCT v.bulletin_id FROM bulletin_values v
    JOIN bulletins b ON b.id = v.bulletin_id AND b.status = 'published'
    WHERE v.data_type_id = NEW.id
    ORDER BY v.bulletin_id
    ON CONFLICT (bulletin_id) DO UPDATE SET marked_at = now();
  ELSE
    INSERT INTO verification_stale (bulletin_id)
    SELECT DISTINCT bulletin_id FROM verification_sums WHERE data_type_id = NEW.id
    ORDER BY bulletin_id
    ON CONFLICT (bulletin_id) DO UPDATE SET marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER data_types_verification_update AFTER UPDATE OF tolerance, value_kind ON data_types
  FOR EACH ROW WHEN (OLD.tolerance IS DISTINCT FROM NEW.tolerance OR OLD.value_kind IS DISTINCT FROM NEW.value_kind)
  EXECUTE FUNCTION verification_mark_data_type();
--> statement-breakpoint
-- A bulletin entering or leaving force changes its month's per-venue sums.
CREATE FUNCTION verification_mark_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO verification_stale_months (bulletin_type_id, month)
    VALUES (OLD.bulletin_type_id, date_trunc('month', OLD.issue_date)::date)
    ON CONFLICT (bulletin_type_id, month) DO UPDATE SET marked_at = now();
  ELSE
    INSERT INTO verification_stale_months (bulletin_type_id, month)
    VALUES (NEW.bulletin_type_id, date_trunc('month', NEW.issue_date)::date)
    ON CONFLICT (bulletin_type_id, month) DO UPDATE SET marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bulletins_verification_month_update AFTER UPDATE OF status ON bulletins
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'published' IN (OLD.status, NEW.status))
  EXECUTE FUNCTION verification_mark_month();
--> statement-breakpoint
CREATE TRIGGER bulletins_verification_month_delete AFTER DELETE ON bulletins
  FOR EACH ROW WHEN (OLD.status = 'published') EXECUTE FUNCTION verification_mark_month();
--> statement-breakpoint
-- The bulletins published before the sums were kept.
INSERT INTO verification_stale (bulletin_id) SELECT id FROM bulletins WHERE status = 'published';
