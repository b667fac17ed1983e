-- Every write to the rows that a cached answer is built from tells every app server, whatever
-- made it: the API, an import, a manage command, another server, psql. Each server's in-memory
-- caches then drop what the write made stale (src/lib/event-bus.ts; payloads are JSON).

-- bora_auth: the sign-in state of one user changed (their id), or of everyone (null): the user
-- row, their memberships, sessions and API keys, or the authority names their memberships show.
CREATE FUNCTION bora_notify_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_TABLE_NAME = 'authorities' THEN
    PERFORM pg_notify('bora_auth', 'null');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('bora_auth', to_json(OLD.id)::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('bora_auth', to_json(OLD.user_id)::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('bora_auth', to_json(NEW.user_id)::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_auth AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER memberships_notify_auth AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
-- A new session or key cannot make a cached answer wrong; an ended or moved one can.
CREATE TRIGGER sessions_notify_auth AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
-- Not on last_used_at, which every key's use moves (at most once a minute).
CREATE TRIGGER api_tokens_notify_auth AFTER UPDATE OF user_id, key_hash OR DELETE ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
-- A deleted authority's memberships go by cascade, which their own trigger reports.
CREATE TRIGGER authorities_notify_auth AFTER UPDATE ON authorities
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER users_truncate_notify_auth AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER memberships_truncate_notify_auth AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify_auth AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER api_tokens_truncate_notify_auth AFTER TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint
CREATE TRIGGER authorities_truncate_notify_auth AFTER TRUNCATE ON authorities
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_auth();
--> statement-breakpoint

-- bora_tables: rows of this reference table changed (once per statement, so a bulk import is one
-- event per table, and PostgreSQL folds repeats within a transaction into one).
CREATE FUNCTION bora_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bora_tables', to_json(TG_TABLE_NAME)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER authorities_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authorities
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER venues_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER data_types_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_types
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER icon_sets_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON icon_sets
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER icons_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON icons
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER bulletin_types_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulletin_types
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER bulletin_type_data_types_notify_table
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulletin_type_data_types
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
--> statement-breakpoint
CREATE TRIGGER bulletin_type_venues_notify_table
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulletin_type_venues
  FOR EACH STATEMENT EXECUTE FUNCTION bora_notify_table();
