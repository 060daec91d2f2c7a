-- Written by hand (no schema change): the triggers of 0015 also wake the server instances that
-- hold a LISTEN on `terren_voter_changes` (server/live/), which push `changed` to the open field
-- screens of those scopes. The payload is a scope as list_scope_changes names it ('station:12',
-- 'observer:3', 'patronager:7'); a voted flag is told by its station. PostgreSQL sends a NOTIFY
-- on commit only, and identical payloads of one transaction once.
CREATE OR REPLACE FUNCTION "note_list_scope"(scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_scope_changes (scope, changed_xid)
  SELECT DISTINCT s, pg_current_xact_id() FROM unnest(scopes) AS s
  ON CONFLICT (scope) DO UPDATE SET changed_xid = excluded.changed_xid;
  PERFORM pg_notify('terren_voter_changes', s) FROM (SELECT DISTINCT s FROM unnest(scopes) AS s WHERE s IS NOT NULL) AS d;
END $$;
--> statement-breakpoint
CREATE FUNCTION "voters_notify_vote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One notification per station whose voted flags the statement changed (a repeat changes none).
  PERFORM pg_notify('terren_voter_changes', 'station:' || changed.qv_id)
  FROM (
    SELECT DISTINCT n.qv_id FROM voters_new n JOIN voters_old o ON o.id = n.id
    WHERE n.voted IS DISTINCT FROM o.voted
  ) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voters_notify_vote" AFTER UPDATE ON "voters" REFERENCING OLD TABLE AS voters_old NEW TABLE AS voters_new
  FOR EACH STATEMENT EXECUTE FUNCTION voters_notify_vote();
