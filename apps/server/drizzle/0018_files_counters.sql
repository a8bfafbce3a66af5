-- Uploads stored, for the metrics (issue 20, docs/operations.md "Metrics"): how many files the upload store holds
-- ('files') and their bytes ('files:bytes'), kept in list_counters by statement-level triggers on the files table as
-- migration 0007's counters are (docs/domain.md "Counts"), so that a scrape reads two rows instead of counting the
-- table or listing the store. Every stored file has its row (the web copy of a photo too); the start-up sweep
-- removes files no row names.
CREATE FUNCTION "files_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'files' AS k, 1::bigint AS v FROM new_rows
      UNION ALL SELECT 'files:bytes' AS k, size AS v FROM new_rows
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'files' AS k, -1::bigint AS v FROM old_rows
      UNION ALL SELECT 'files:bytes' AS k, -size AS v FROM old_rows
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'files' AS k, -1::bigint AS v FROM old_rows
      UNION ALL SELECT 'files:bytes' AS k, -size AS v FROM old_rows
      UNION ALL SELECT 'files' AS k, 1::bigint AS v FROM new_rows
      UNION ALL SELECT 'files:bytes' AS k, size AS v FROM new_rows
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "files_count_insert" AFTER INSERT ON "files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "files_count"();
--> statement-breakpoint
CREATE TRIGGER "files_count_update" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "files_count"();
--> statement-breakpoint
CREATE TRIGGER "files_count_delete" AFTER DELETE ON "files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "files_count"();
--> statement-breakpoint
CREATE TRIGGER "files_count_truncate" AFTER TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('files');
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, sum(v) FROM (
  SELECT 'files' AS k, 1::bigint AS v FROM "files"
  UNION ALL SELECT 'files:bytes' AS k, size AS v FROM "files"
) d GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
