ALTER TABLE "plans" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "figures_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A plan's totals kept for the lists (issue 12, docs/domain.md "Plan figures in lists"): computed by the plan math on
-- the server from the plan's rows and their sites, stored on first read, and cleared here, in the transaction of
-- whatever changes what they are computed from: the plan's rows, or a figure input of a site on it (its medium,
-- size, faces, traffic, operating hours), or a medium's kind. Each clearing counts in `figures_version`: the server
-- stores a computation only if the version it read with the rows is still the plan's, so a figure computed from
-- rows read before a change is never stored after it. The accepted plans' figures (0007) are cleared the same way,
-- now also when a site's figure inputs change (the dashboard computes them again on its next read).
CREATE OR REPLACE FUNCTION "plan_sites_clear_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "plans" SET "figures" = NULL, "figures_version" = "figures_version" + 1,
      "accepted_total" = NULL, "accepted_sites" = NULL
    WHERE "id" IN (SELECT "plan_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "plans" SET "figures" = NULL, "figures_version" = "figures_version" + 1,
      "accepted_total" = NULL, "accepted_sites" = NULL
    WHERE "id" IN (SELECT "plan_id" FROM new_rows UNION SELECT "plan_id" FROM old_rows);
  ELSE
    UPDATE "plans" SET "figures" = NULL, "figures_version" = "figures_version" + 1,
      "accepted_total" = NULL, "accepted_sites" = NULL
    WHERE "id" IN (SELECT "plan_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sites_clear_plan_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "plans" SET "figures" = NULL, "figures_version" = "figures_version" + 1,
    "accepted_total" = NULL, "accepted_sites" = NULL
  WHERE "id" IN (SELECT "plan_id" FROM "plan_sites" WHERE "site_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sites_clear_plan_figures" AFTER UPDATE OF "medium_id", "width_ft", "height_ft", "faces", "daily_traffic", "operating_from_minute", "operating_to_minute" ON "sites" FOR EACH ROW
  WHEN ((OLD."medium_id", OLD."width_ft", OLD."height_ft", OLD."faces", OLD."daily_traffic", OLD."operating_from_minute", OLD."operating_to_minute")
    IS DISTINCT FROM (NEW."medium_id", NEW."width_ft", NEW."height_ft", NEW."faces", NEW."daily_traffic", NEW."operating_from_minute", NEW."operating_to_minute"))
  EXECUTE FUNCTION "sites_clear_plan_figures"();
--> statement-breakpoint
CREATE FUNCTION "mediums_clear_plan_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "plans" SET "figures" = NULL, "figures_version" = "figures_version" + 1,
    "accepted_total" = NULL, "accepted_sites" = NULL
  WHERE "id" IN (SELECT ps."plan_id" FROM "plan_sites" ps JOIN "sites" s ON s."id" = ps."site_id" WHERE s."medium_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mediums_clear_plan_figures" AFTER UPDATE OF "kind" ON "mediums" FOR EACH ROW
  WHEN (OLD."kind" IS DISTINCT FROM NEW."kind")
  EXECUTE FUNCTION "mediums_clear_plan_figures"();
