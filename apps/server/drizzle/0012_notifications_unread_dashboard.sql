CREATE INDEX "briefs_awaiting_plan_idx" ON "briefs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "briefs"."status" = 'approved' and "briefs"."deleted_at" is null and not "briefs"."is_plan_attached";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- docs/domain.md "Notifications", "Links, recipients and read state (issue 15)": each user's unread notifications are
-- a counter, `notifications:unread:<user>`, kept by the same statement triggers as their total (migration 0007) and
-- in the same transaction, so the top bar's count is one row read, never a count of a user's rows (the bench has
-- half a million for one user). Marking read is an UPDATE: the old row's unread -1, the new row's +0.
CREATE OR REPLACE FUNCTION "notifications_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE true
      UNION ALL SELECT 'notifications:unread:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE read_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT 'notifications:unread:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE read_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'notifications:user:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE true
      UNION ALL SELECT 'notifications:unread:' || user_id AS k, -1::bigint AS v FROM old_rows WHERE read_at is null
      UNION ALL SELECT 'notifications:user:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE true
      UNION ALL SELECT 'notifications:unread:' || user_id AS k, 1::bigint AS v FROM new_rows WHERE read_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT 'notifications:unread:' || user_id, count(*) FROM "notifications" WHERE read_at is null GROUP BY user_id
ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
