CREATE TABLE "observation_dates" (
	"observed_date" date PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that writes, changes or removes observations raises the version of each date it
-- touched, in date order (two writers of the same dates then wait for each other, never crosswise).
CREATE FUNCTION observation_dates_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO observation_dates (observed_date, version)
    SELECT observed_date, 1 FROM (
      SELECT observed_date FROM new_observed UNION SELECT observed_date FROM old_observed
    ) touched ORDER BY observed_date
    ON CONFLICT (observed_date) DO UPDATE SET version = observation_dates.version + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO observation_dates (observed_date, version)
    SELECT DISTINCT observed_date, 1 FROM new_observed ORDER BY observed_date
    ON CONFLICT (observed_date) DO UPDATE SET version = observation_dates.version + 1;
  ELSE
    INSERT INTO observation_dates (observed_date, version)
    SELECT DISTINCT observed_date, 1 FROM old_observed ORDER BY observed_date
    ON CONFLICT (observed_date) DO UPDATE SET version = observation_dates.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER observations_dates_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS new_observed FOR EACH STATEMENT EXECUTE FUNCTION observation_dates_raise();
--> statement-breakpoint
CREATE TRIGGER observations_dates_update AFTER UPDATE ON observations
  REFERENCING OLD TABLE AS old_observed NEW TABLE AS new_observed
  FOR EACH STATEMENT EXECUTE FUNCTION observation_dates_raise();
--> statement-breakpoint
CREATE TRIGGER observations_dates_delete AFTER DELETE ON observations
  REFERENCING OLD TABLE AS old_observed FOR EACH STATEMENT EXECUTE FUNCTION observation_dates_raise();
