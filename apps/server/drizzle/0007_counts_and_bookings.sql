CREATE TABLE "list_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
-- The counters' triggers (docs/domain.md, "Counts"). One statement-level trigger per table and event, reading the
-- statement's transition tables: a statement that changes a million rows bumps each counter once. Deltas are
-- summed per key and applied in key order, so two transactions never take counter rows in opposite orders.
CREATE FUNCTION "list_counters_apply"(keys text[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counters" AS c ("key", "value")
  SELECT d.k, sum(d.v) FROM unnest(keys, deltas) AS d(k, v) WHERE d.k IS NOT NULL
  GROUP BY d.k HAVING sum(d.v) <> 0 ORDER BY d.k
  ON CONFLICT ("key") DO UPDATE SET "value" = c."value" + excluded."value";
END $$;
--> statement-breakpoint
CREATE FUNCTION "briefs_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'briefs:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
      UNION ALL SELECT 'briefs:client:' || client_id AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'briefs:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'briefs:client:' || client_id AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'briefs:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'briefs:client:' || client_id AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'briefs:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
      UNION ALL SELECT 'briefs:client:' || client_id AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "briefs_count_insert" AFTER INSERT ON "briefs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "briefs_count"();
--> statement-breakpoint
CREATE TRIGGER "briefs_count_update" AFTER UPDATE ON "briefs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "briefs_count"();
--> statement-breakpoint
CREATE TRIGGER "briefs_count_delete" AFTER DELETE ON "briefs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "briefs_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'briefs:status:' || status AS k FROM "briefs" WHERE deleted_at is null
  UNION ALL SELECT 'briefs:client:' || client_id AS k FROM "briefs" WHERE deleted_at is null
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
CREATE FUNCTION "plans_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE true
      UNION ALL SELECT case when version > 1 then 'plans:altered' end AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT case when version > 1 then 'plans:altered' end AS k, -1::bigint AS v FROM old_rows WHERE true
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT case when version > 1 then 'plans:altered' end AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT 'plans:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE true
      UNION ALL SELECT case when version > 1 then 'plans:altered' end AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plans_count_insert" AFTER INSERT ON "plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plans_count"();
--> statement-breakpoint
CREATE TRIGGER "plans_count_update" AFTER UPDATE ON "plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plans_count"();
--> statement-breakpoint
CREATE TRIGGER "plans_count_delete" AFTER DELETE ON "plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "plans_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'plans:status:' || status AS k FROM "plans" WHERE true
  UNION ALL SELECT case when version > 1 then 'plans:altered' end AS k FROM "plans" WHERE true
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
CREATE FUNCTION "clients_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients' AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_update" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'clients' AS k FROM "clients" WHERE deleted_at is null
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
CREATE FUNCTION "sites_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'sites:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'sites:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'sites:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'sites:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sites_count_insert" AFTER INSERT ON "sites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sites_count"();
--> statement-breakpoint
CREATE TRIGGER "sites_count_update" AFTER UPDATE ON "sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sites_count"();
--> statement-breakpoint
CREATE TRIGGER "sites_count_delete" AFTER DELETE ON "sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sites_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'sites:status:' || status AS k FROM "sites" WHERE deleted_at is null
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
CREATE FUNCTION "campaigns_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'campaigns:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'campaigns:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE true
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'campaigns:status:' || status AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT 'campaigns:status:' || status AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_count_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaigns_count"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_count_update" AFTER UPDATE ON "campaigns" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaigns_count"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_count_delete" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaigns_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'campaigns:status:' || status AS k FROM "campaigns" WHERE true
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
CREATE FUNCTION "notifications_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE true
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT 'notifications:user:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE true
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_count_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notifications_count"();
--> statement-breakpoint
CREATE TRIGGER "notifications_count_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notifications_count"();
--> statement-breakpoint
CREATE TRIGGER "notifications_count_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notifications_count"();
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'notifications:user:' || user_id AS k FROM "notifications" WHERE true
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
--> statement-breakpoint
-- TRUNCATE bypasses row and statement triggers of the other events: the counters of a truncated table restart.
CREATE FUNCTION "list_counters_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counters" WHERE "key" LIKE TG_ARGV[0] || ':%' OR "key" = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "briefs_count_truncate" AFTER TRUNCATE ON "briefs" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('briefs');
--> statement-breakpoint
CREATE TRIGGER "plans_count_truncate" AFTER TRUNCATE ON "plans" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('plans');
--> statement-breakpoint
CREATE TRIGGER "clients_count_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('clients');
--> statement-breakpoint
CREATE TRIGGER "sites_count_truncate" AFTER TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('sites');
--> statement-breakpoint
CREATE TRIGGER "campaigns_count_truncate" AFTER TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('campaigns');
--> statement-breakpoint
CREATE TRIGGER "notifications_count_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('notifications');
--> statement-breakpoint
-- A brief with a plan cannot be deleted, and a plan cannot join a deleted brief (docs/domain.md, "Brief"): held by
-- the database, so the plan counters, which count every plan, equal the lists, which show plans of live briefs.
CREATE FUNCTION "plans_need_live_brief"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'plans' THEN
    IF EXISTS (SELECT 1 FROM "briefs" b WHERE b."id" = NEW."brief_id" AND b."deleted_at" IS NOT NULL) THEN
      RAISE EXCEPTION 'plan % would belong to the deleted brief %', NEW."id", NEW."brief_id"
        USING ERRCODE = 'check_violation', COLUMN = 'brief_id';
    END IF;
  ELSIF NEW."deleted_at" IS NOT NULL AND OLD."deleted_at" IS NULL
        AND EXISTS (SELECT 1 FROM "plans" p WHERE p."brief_id" = NEW."id") THEN
    RAISE EXCEPTION 'brief % has plans and cannot be deleted', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plans_need_live_brief" BEFORE INSERT OR UPDATE OF "brief_id" ON "plans" FOR EACH ROW EXECUTE FUNCTION "plans_need_live_brief"();
--> statement-breakpoint
CREATE TRIGGER "briefs_keep_planned" BEFORE UPDATE OF "deleted_at" ON "briefs" FOR EACH ROW EXECUTE FUNCTION "plans_need_live_brief"();
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "accepted_total" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "accepted_sites" integer;--> statement-breakpoint
CREATE INDEX "plans_accepted_unfigured_idx" ON "plans" USING btree ("id") WHERE "plans"."status" = 'accepted' and "plans"."accepted_total" is null;--> statement-breakpoint
-- The plans' counters gain the accepted plans' total (in cents) and site count (docs/domain.md, "Counts").
CREATE OR REPLACE FUNCTION "plans_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, 1::bigint AS v FROM new_rows
      UNION ALL SELECT 'plans:altered', 1::bigint FROM new_rows WHERE version > 1
      UNION ALL SELECT 'plans:accepted:total_cents', 1 * round(accepted_total * 100)::bigint FROM new_rows
        WHERE status = 'accepted' AND accepted_total IS NOT NULL
      UNION ALL SELECT 'plans:accepted:sites', 1 * accepted_sites::bigint FROM new_rows
        WHERE status = 'accepted' AND accepted_sites IS NOT NULL
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, -1::bigint AS v FROM old_rows
      UNION ALL SELECT 'plans:altered', -1::bigint FROM old_rows WHERE version > 1
      UNION ALL SELECT 'plans:accepted:total_cents', -1 * round(accepted_total * 100)::bigint FROM old_rows
        WHERE status = 'accepted' AND accepted_total IS NOT NULL
      UNION ALL SELECT 'plans:accepted:sites', -1 * accepted_sites::bigint FROM old_rows
        WHERE status = 'accepted' AND accepted_sites IS NOT NULL
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'plans:status:' || status AS k, -1::bigint AS v FROM old_rows
      UNION ALL SELECT 'plans:altered', -1::bigint FROM old_rows WHERE version > 1
      UNION ALL SELECT 'plans:accepted:total_cents', -1 * round(accepted_total * 100)::bigint FROM old_rows
        WHERE status = 'accepted' AND accepted_total IS NOT NULL
      UNION ALL SELECT 'plans:accepted:sites', -1 * accepted_sites::bigint FROM old_rows
        WHERE status = 'accepted' AND accepted_sites IS NOT NULL
      UNION ALL SELECT 'plans:status:' || status AS k, 1::bigint AS v FROM new_rows
      UNION ALL SELECT 'plans:altered', 1::bigint FROM new_rows WHERE version > 1
      UNION ALL SELECT 'plans:accepted:total_cents', 1 * round(accepted_total * 100)::bigint FROM new_rows
        WHERE status = 'accepted' AND accepted_total IS NOT NULL
      UNION ALL SELECT 'plans:accepted:sites', 1 * accepted_sites::bigint FROM new_rows
        WHERE status = 'accepted' AND accepted_sites IS NOT NULL
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of an accepted plan never change through the app (accepted is final); if they change all the same (data
-- fixes, the demo seed), the plan's figures are cleared and computed again on the next read.
CREATE FUNCTION "plan_sites_clear_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "plans" SET "accepted_total" = NULL, "accepted_sites" = NULL
    WHERE "id" IN (SELECT "plan_id" FROM new_rows) AND "accepted_total" IS NOT NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "plans" SET "accepted_total" = NULL, "accepted_sites" = NULL
    WHERE "id" IN (SELECT "plan_id" FROM old_rows) AND "accepted_total" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plan_sites_clear_insert" AFTER INSERT ON "plan_sites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_clear_figures"();
--> statement-breakpoint
CREATE TRIGGER "plan_sites_clear_update" AFTER UPDATE ON "plan_sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_clear_figures"();
--> statement-breakpoint
CREATE TRIGGER "plan_sites_clear_delete" AFTER DELETE ON "plan_sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_clear_figures"();
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "city_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sites" s SET "city_name" = c."name" FROM "cities" c WHERE c."id" = s."city_id";--> statement-breakpoint
-- A site's city name follows its city (docs/domain.md, "Counts"): set on insert and when the city changes, and
-- rewritten on the city's sites when the city is renamed.
CREATE FUNCTION "sites_city_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."city_name" := (SELECT c."name" FROM "cities" c WHERE c."id" = NEW."city_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sites_city_name" BEFORE INSERT OR UPDATE OF "city_id", "city_name" ON "sites" FOR EACH ROW EXECUTE FUNCTION "sites_city_name"();--> statement-breakpoint
CREATE FUNCTION "cities_rename_sites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" THEN
    UPDATE "sites" SET "city_name" = NEW."name" WHERE "city_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cities_rename_sites" AFTER UPDATE OF "name" ON "cities" FOR EACH ROW EXECUTE FUNCTION "cities_rename_sites"();--> statement-breakpoint
CREATE INDEX "sites_options_order_idx" ON "sites" USING btree ("city_name","site_code","id") WHERE "sites"."status" = 'approved' and "sites"."deleted_at" is null;--> statement-breakpoint
-- Bookings (docs/domain.md, "Availability and double booking"): one row per site row of an accepted plan, with its
-- dates as a range. The exclusion constraint makes the database itself refuse two bookings of one site whose dates
-- overlap, and its GiST index answers "is this site free for these dates" for one site in one probe.
CREATE EXTENSION IF NOT EXISTS "btree_gist";--> statement-breakpoint
CREATE TABLE "bookings" (
  "plan_site_id" integer PRIMARY KEY REFERENCES "plan_sites"("id") ON DELETE CASCADE,
  "site_id" integer NOT NULL REFERENCES "sites"("id"),
  "plan_id" integer NOT NULL REFERENCES "plans"("id") ON DELETE CASCADE,
  "during" daterange NOT NULL,
  CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("site_id" WITH =, "during" WITH &&)
);--> statement-breakpoint
CREATE INDEX "bookings_plan_idx" ON "bookings" ("plan_id");--> statement-breakpoint
-- Existing accepted plans: an overlap already in the data is left out rather than failing the upgrade.
INSERT INTO "bookings" ("plan_site_id", "site_id", "plan_id", "during")
SELECT ps."id", ps."site_id", ps."plan_id", daterange(ps."start_date", ps."end_date", '[]')
FROM "plan_sites" ps JOIN "plans" p ON p."id" = ps."plan_id" WHERE p."status" = 'accepted'
ORDER BY ps."start_date", ps."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A plan that becomes accepted books its rows; one that stops being accepted (a data fix) frees them.
CREATE FUNCTION "plans_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bookings" b USING old_rows o, new_rows n
  WHERE o."id" = n."id" AND o."status" = 'accepted' AND n."status" <> 'accepted' AND b."plan_id" = n."id";
  INSERT INTO "bookings" ("plan_site_id", "site_id", "plan_id", "during")
  SELECT ps."id", ps."site_id", ps."plan_id", daterange(ps."start_date", ps."end_date", '[]')
  FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "plan_sites" ps ON ps."plan_id" = n."id"
  WHERE o."status" <> 'accepted' AND n."status" = 'accepted';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_book" AFTER UPDATE ON "plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plans_book"();--> statement-breakpoint
-- Rows of an accepted plan never change through the app; a data fix that changes them re-books them.
CREATE FUNCTION "plan_sites_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "bookings" b USING old_rows o WHERE b."plan_site_id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "bookings" ("plan_site_id", "site_id", "plan_id", "during")
    SELECT n."id", n."site_id", n."plan_id", daterange(n."start_date", n."end_date", '[]')
    FROM new_rows n JOIN "plans" p ON p."id" = n."plan_id" WHERE p."status" = 'accepted';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_sites_book_insert" AFTER INSERT ON "plan_sites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_book"();--> statement-breakpoint
CREATE TRIGGER "plan_sites_book_update" AFTER UPDATE ON "plan_sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_book"();--> statement-breakpoint
CREATE TRIGGER "plan_sites_book_delete" AFTER DELETE ON "plan_sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_sites_book"();
--> statement-breakpoint
-- `is_Plan_attached` is the flag alone (docs/domain.md, "Counts"): set with the brief's first plan in the same
-- statement, so the brief lists read a column instead of probing the plans of every brief they pass.
UPDATE "briefs" b SET "is_plan_attached" = true
WHERE NOT b."is_plan_attached" AND EXISTS (SELECT 1 FROM "plans" p WHERE p."brief_id" = b."id");--> statement-breakpoint
CREATE FUNCTION "plans_attach_brief"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "briefs" SET "is_plan_attached" = true
  WHERE "id" IN (SELECT "brief_id" FROM new_rows) AND NOT "is_plan_attached";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_attach_brief" AFTER INSERT ON "plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plans_attach_brief"();
