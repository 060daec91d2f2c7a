CREATE TABLE "list_scope_changes" (
	"scope" text PRIMARY KEY NOT NULL,
	"changed_xid" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voter_changes" (
	"voter_id" integer PRIMARY KEY NOT NULL,
	"qv_id" integer NOT NULL,
	"voted" boolean NOT NULL,
	"changed_xid" "xid8" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voter_changes" ADD CONSTRAINT "voter_changes_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voter_changes_qv_xid_idx" ON "voter_changes" USING btree ("qv_id","changed_xid");
--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers). Statement-level where a seed or an administrator
-- may touch many rows at once: one set-based insert per statement, not one per row.
CREATE FUNCTION "note_list_scope"(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_scope_changes (scope, changed_xid)
  SELECT DISTINCT s, pg_current_xact_id() FROM unnest(scopes) AS s
  ON CONFLICT (scope) DO UPDATE SET changed_xid = excluded.changed_xid
$$;
--> statement-breakpoint
CREATE FUNCTION "voters_note_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A vote (a repeat that changes nothing is none), or a move: the flag a delta sends, by station.
  INSERT INTO voter_changes (voter_id, qv_id, voted, changed_xid)
  SELECT n.id, n.qv_id, n.voted, pg_current_xact_id()
  FROM voters_new n JOIN voters_old o ON o.id = n.id
  WHERE n.voted IS DISTINCT FROM o.voted OR n.qv_id <> o.qv_id
  ON CONFLICT (voter_id) DO UPDATE SET qv_id = excluded.qv_id, voted = excluded.voted, changed_xid = excluded.changed_xid;
  -- Anything else a list shows, or a move (the voter leaves one station's list and joins
  -- another's): rare, so the lists that hold the voter are refetched whole. Looked for in the
  -- statement's own rows first, so a vote never reads patronager_voters.
  IF EXISTS (
    SELECT 1 FROM voters_new n JOIN voters_old o ON o.id = n.id
    WHERE (n.name, n.surname, n.father_name, n.list_number, n.phone, n.qv_id)
      IS DISTINCT FROM (o.name, o.surname, o.father_name, o.list_number, o.phone, o.qv_id)
  ) THEN
    PERFORM note_list_scope(array_agg(scope))
    FROM (
      SELECT 'station:' || s.qv_id AS scope
      FROM voters_new n JOIN voters_old o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (o.qv_id), (n.qv_id)) AS s(qv_id)
      WHERE (n.name, n.surname, n.father_name, n.list_number, n.phone, n.qv_id)
        IS DISTINCT FROM (o.name, o.surname, o.father_name, o.list_number, o.phone, o.qv_id)
      UNION
      SELECT 'patronager:' || pv.member_id
      FROM voters_new n JOIN voters_old o ON o.id = n.id
      JOIN patronager_voters pv ON pv.voter_id = n.id
      WHERE (n.name, n.surname, n.father_name, n.list_number, n.phone, n.qv_id)
        IS DISTINCT FROM (o.name, o.surname, o.father_name, o.list_number, o.phone, o.qv_id)
    ) AS shown;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voters_note_update" AFTER UPDATE ON "voters" REFERENCING OLD TABLE AS voters_old NEW TABLE AS voters_new
  FOR EACH STATEMENT EXECUTE FUNCTION voters_note_update();
--> statement-breakpoint
CREATE FUNCTION "voters_note_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'station:' || qv_id)) FROM voters_new HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voters_note_insert" AFTER INSERT ON "voters" REFERENCING NEW TABLE AS voters_new
  FOR EACH STATEMENT EXECUTE FUNCTION voters_note_insert();
--> statement-breakpoint
CREATE FUNCTION "voters_note_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'station:' || qv_id)) FROM voters_old HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voters_note_delete" AFTER DELETE ON "voters" REFERENCING OLD TABLE AS voters_old
  FOR EACH STATEMENT EXECUTE FUNCTION voters_note_delete();
--> statement-breakpoint
CREATE FUNCTION "polling_stations_note_code"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(ARRAY['station:' || NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "polling_stations_note_code" AFTER UPDATE OF code ON "polling_stations"
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION polling_stations_note_code();
--> statement-breakpoint
CREATE FUNCTION "observer_stations_note_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'observer:' || observer_id)) FROM observer_stations_new HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "observer_stations_note_insert" AFTER INSERT ON "observer_stations" REFERENCING NEW TABLE AS observer_stations_new
  FOR EACH STATEMENT EXECUTE FUNCTION observer_stations_note_added();
--> statement-breakpoint
CREATE FUNCTION "observer_stations_note_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'observer:' || observer_id)) FROM observer_stations_old HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "observer_stations_note_delete" AFTER DELETE ON "observer_stations" REFERENCING OLD TABLE AS observer_stations_old
  FOR EACH STATEMENT EXECUTE FUNCTION observer_stations_note_removed();
--> statement-breakpoint
CREATE FUNCTION "observer_stations_note_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(ARRAY['observer:' || OLD.observer_id, 'observer:' || NEW.observer_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "observer_stations_note_update" AFTER UPDATE ON "observer_stations"
  FOR EACH ROW EXECUTE FUNCTION observer_stations_note_update();
--> statement-breakpoint
CREATE FUNCTION "patronager_voters_note_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'patronager:' || member_id)) FROM patronager_voters_new HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patronager_voters_note_insert" AFTER INSERT ON "patronager_voters" REFERENCING NEW TABLE AS patronager_voters_new
  FOR EACH STATEMENT EXECUTE FUNCTION patronager_voters_note_added();
--> statement-breakpoint
CREATE FUNCTION "patronager_voters_note_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(array_agg(DISTINCT 'patronager:' || member_id)) FROM patronager_voters_old HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patronager_voters_note_delete" AFTER DELETE ON "patronager_voters" REFERENCING OLD TABLE AS patronager_voters_old
  FOR EACH STATEMENT EXECUTE FUNCTION patronager_voters_note_removed();
--> statement-breakpoint
CREATE FUNCTION "patronager_voters_note_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_list_scope(ARRAY['patronager:' || OLD.member_id, 'patronager:' || NEW.member_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patronager_voters_note_moved" AFTER UPDATE OF member_id, voter_id ON "patronager_voters"
  FOR EACH ROW WHEN (OLD.member_id <> NEW.member_id OR OLD.voter_id <> NEW.voter_id) EXECUTE FUNCTION patronager_voters_note_moved();
