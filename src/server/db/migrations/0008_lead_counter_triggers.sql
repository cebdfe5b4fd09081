-- Keeps lead_counters in step with contact_submissions (see the table's comment in
-- src/server/db/schema/leads.ts). Statement-level triggers with transition tables: one counter
-- update per INSERT or DELETE statement, whatever its row count. A random shard spreads
-- concurrent inserts over 16 rows.
CREATE FUNCTION lead_counters_add(delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_counters (shard, leads) VALUES (floor(random() * 16)::smallint, delta)
  ON CONFLICT (shard) DO UPDATE SET leads = lead_counters.leads + excluded.leads;
$$;
--> statement-breakpoint
CREATE FUNCTION lead_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_counters_add((SELECT count(*) FROM inserted_leads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_counters_add(-(SELECT count(*) FROM deleted_leads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counters_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_counters;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_counters_insert AFTER INSERT ON contact_submissions
  REFERENCING NEW TABLE AS inserted_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_on_insert();
--> statement-breakpoint
CREATE TRIGGER lead_counters_delete AFTER DELETE ON contact_submissions
  REFERENCING OLD TABLE AS deleted_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_on_delete();
--> statement-breakpoint
CREATE TRIGGER lead_counters_truncate AFTER TRUNCATE ON contact_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_on_truncate();
--> statement-breakpoint
INSERT INTO lead_counters (shard, leads) SELECT 0, count(*) FROM contact_submissions;
