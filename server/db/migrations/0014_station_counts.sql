CREATE TABLE "station_counts" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"voters" integer DEFAULT 0 NOT NULL,
	"voted" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"members_voted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_member_counts" (
	"station_id" integer NOT NULL,
	"party_role_id" integer NOT NULL,
	"joined_month" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"voted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_member_counts_station_id_party_role_id_joined_month_pk" PRIMARY KEY("station_id","party_role_id","joined_month")
);
--> statement-breakpoint
ALTER TABLE "station_counts" ADD CONSTRAINT "station_counts_station_id_polling_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."polling_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_member_counts" ADD CONSTRAINT "station_member_counts_station_id_polling_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."polling_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts of the data already there; the triggers below keep them from here on.
INSERT INTO "station_counts" ("station_id", "voters", "voted", "members", "members_voted")
SELECT v."qv_id", count(*), count(*) FILTER (WHERE v."voted"), count(m."id"), count(m."id") FILTER (WHERE v."voted")
FROM "voters" v LEFT JOIN "members" m ON m."voter_id" = v."id"
GROUP BY v."qv_id";--> statement-breakpoint
INSERT INTO "station_member_counts" ("station_id", "party_role_id", "joined_month", "members", "voted")
SELECT v."qv_id", coalesce(m."party_role_id", 0), coalesce(to_char(m."membership_date", 'YYYY-MM'), ''), count(*), count(*) FILTER (WHERE v."voted")
FROM "members" m JOIN "voters" v ON v."id" = m."voter_id"
GROUP BY 1, 2, 3;--> statement-breakpoint
-- Adds a change to one station's counts (a negative change takes away). PL/pgSQL rather than SQL:
-- it keeps its plan between calls, where PostgreSQL 15 plans a SQL function's INSERT on every call.
CREATE FUNCTION "station_counts_add"(p_station integer, p_voters integer, p_voted integer, p_members integer, p_members_voted integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO station_counts AS c (station_id, voters, voted, members, members_voted)
  VALUES (p_station, p_voters, p_voted, p_members, p_members_voted)
  ON CONFLICT (station_id) DO UPDATE SET voters = c.voters + excluded.voters, voted = c.voted + excluded.voted,
    members = c.members + excluded.members, members_voted = c.members_voted + excluded.members_voted;
END $$;--> statement-breakpoint
CREATE FUNCTION "station_member_counts_add"(p_station integer, p_role integer, p_joined date, p_members integer, p_voted integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO station_member_counts AS c (station_id, party_role_id, joined_month, members, voted)
  VALUES (p_station, coalesce(p_role, 0), coalesce(to_char(p_joined, 'YYYY-MM'), ''), p_members, p_voted)
  ON CONFLICT (station_id, party_role_id, joined_month) DO UPDATE SET members = c.members + excluded.members, voted = c.voted + excluded.voted;
END $$;--> statement-breakpoint
-- New voters, per statement: a COPY or generate_series of millions adds one row per station.
-- A new voter has no member yet (members reference voters).
CREATE FUNCTION "station_counts_voters_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO station_counts AS c (station_id, voters, voted)
  SELECT qv_id, count(*), count(*) FILTER (WHERE voted) FROM new_voters GROUP BY qv_id ORDER BY qv_id
  ON CONFLICT (station_id) DO UPDATE SET voters = c.voters + excluded.voters, voted = c.voted + excluded.voted;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "station_counts_voters_inserted" AFTER INSERT ON "voters"
REFERENCING NEW TABLE AS new_voters FOR EACH STATEMENT EXECUTE FUNCTION "station_counts_voters_inserted"();--> statement-breakpoint
-- A voter marked, unmarked or moved, per row: a vote is one row, and a per-row trigger's lookups
-- are always by key, where a per-statement one's plan would follow the first batch it saw.
-- Members lock their voter (FOR SHARE, below), so a vote and a member change on the same voter
-- take turns and each sees the other's result.
CREATE FUNCTION "station_counts_voter_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  is_member integer := 0;
BEGIN
  SELECT party_role_id, membership_date INTO m FROM members WHERE voter_id = NEW.id;
  IF FOUND THEN is_member := 1; END IF;
  -- The lower station first, so two moves between the same stations lock in one order.
  IF OLD.qv_id = NEW.qv_id THEN
    PERFORM station_counts_add(NEW.qv_id, 0, NEW.voted::int - OLD.voted::int, 0, is_member * (NEW.voted::int - OLD.voted::int));
  ELSIF OLD.qv_id < NEW.qv_id THEN
    PERFORM station_counts_add(OLD.qv_id, -1, -OLD.voted::int, -is_member, -is_member * OLD.voted::int);
    PERFORM station_counts_add(NEW.qv_id, 1, NEW.voted::int, is_member, is_member * NEW.voted::int);
  ELSE
    PERFORM station_counts_add(NEW.qv_id, 1, NEW.voted::int, is_member, is_member * NEW.voted::int);
    PERFORM station_counts_add(OLD.qv_id, -1, -OLD.voted::int, -is_member, -is_member * OLD.voted::int);
  END IF;
  IF is_member = 1 THEN
    IF OLD.qv_id = NEW.qv_id THEN
      PERFORM station_member_counts_add(NEW.qv_id, m.party_role_id, m.membership_date, 0, NEW.voted::int - OLD.voted::int);
    ELSE
      PERFORM station_member_counts_add(OLD.qv_id, m.party_role_id, m.membership_date, -1, -OLD.voted::int);
      PERFORM station_member_counts_add(NEW.qv_id, m.party_role_id, m.membership_date, 1, NEW.voted::int);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "station_counts_voter_updated" AFTER UPDATE OF "voted", "qv_id" ON "voters"
FOR EACH ROW WHEN (OLD."voted" IS DISTINCT FROM NEW."voted" OR OLD."qv_id" IS DISTINCT FROM NEW."qv_id")
EXECUTE FUNCTION "station_counts_voter_updated"();--> statement-breakpoint
-- A voter removed, per row and BEFORE the delete: its member's voter_id is then set null by the
-- foreign key, and the member trigger no longer finds the voter's station, so the member leaves
-- the counts here.
CREATE FUNCTION "station_counts_voter_deleting"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  is_member integer := 0;
BEGIN
  SELECT party_role_id, membership_date INTO m FROM members WHERE voter_id = OLD.id;
  IF FOUND THEN
    is_member := 1;
    PERFORM station_member_counts_add(OLD.qv_id, m.party_role_id, m.membership_date, -1, -OLD.voted::int);
  END IF;
  PERFORM station_counts_add(OLD.qv_id, -1, -OLD.voted::int, -is_member, -is_member * OLD.voted::int);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "station_counts_voter_deleting" BEFORE DELETE ON "voters"
FOR EACH ROW EXECUTE FUNCTION "station_counts_voter_deleting"();--> statement-breakpoint
CREATE FUNCTION "station_counts_voters_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM station_counts;
  DELETE FROM station_member_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "station_counts_voters_truncated" AFTER TRUNCATE ON "voters"
FOR EACH STATEMENT EXECUTE FUNCTION "station_counts_voters_truncated"();--> statement-breakpoint
-- A member placed at (sign 1) or taken from (sign -1) their voter's station. The voter is locked
-- FOR SHARE so a vote on it in flight commits first and its `voted` is the one counted (see
-- station_counts_voter_updated). A voter deleted in this transaction is not found: its delete
-- trigger already took the member out.
CREATE FUNCTION "station_counts_place_member"(p_voter integer, p_role integer, p_joined date, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF p_voter IS NULL THEN RETURN; END IF;
  SELECT qv_id, voted INTO v FROM voters WHERE id = p_voter FOR SHARE;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM station_counts_add(v.qv_id, 0, 0, p_sign, p_sign * v.voted::int);
  PERFORM station_member_counts_add(v.qv_id, p_role, p_joined, p_sign, p_sign * v.voted::int);
END $$;--> statement-breakpoint
CREATE FUNCTION "station_counts_member_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM station_counts_place_member(OLD.voter_id, OLD.party_role_id, OLD.membership_date, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM station_counts_place_member(NEW.voter_id, NEW.party_role_id, NEW.membership_date, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Per row, and only for the columns the counts follow: a sign-in's password upgrade or a profile
-- edit does not call the function at all.
CREATE TRIGGER "station_counts_member_inserted" AFTER INSERT ON "members"
FOR EACH ROW WHEN (NEW."voter_id" IS NOT NULL) EXECUTE FUNCTION "station_counts_member_changed"();--> statement-breakpoint
CREATE TRIGGER "station_counts_member_updated" AFTER UPDATE OF "voter_id", "party_role_id", "membership_date" ON "members"
FOR EACH ROW WHEN (OLD."voter_id" IS DISTINCT FROM NEW."voter_id" OR OLD."party_role_id" IS DISTINCT FROM NEW."party_role_id"
  OR OLD."membership_date" IS DISTINCT FROM NEW."membership_date")
EXECUTE FUNCTION "station_counts_member_changed"();--> statement-breakpoint
CREATE TRIGGER "station_counts_member_deleted" AFTER DELETE ON "members"
FOR EACH ROW WHEN (OLD."voter_id" IS NOT NULL) EXECUTE FUNCTION "station_counts_member_changed"();--> statement-breakpoint
CREATE FUNCTION "station_counts_members_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE station_counts SET members = 0, members_voted = 0 WHERE members <> 0 OR members_voted <> 0;
  DELETE FROM station_member_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "station_counts_members_truncated" AFTER TRUNCATE ON "members"
FOR EACH STATEMENT EXECUTE FUNCTION "station_counts_members_truncated"();
