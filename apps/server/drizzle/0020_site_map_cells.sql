CREATE TABLE "site_map_cells" (
	"status" text NOT NULL,
	"region_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"medium_id" integer NOT NULL,
	"cell_latitude" integer NOT NULL,
	"cell_longitude" integer NOT NULL,
	"sites" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	CONSTRAINT "site_map_cells_pkey" PRIMARY KEY("status","region_id","city_id","location_id","medium_id","cell_latitude","cell_longitude")
);
--> statement-breakpoint
-- The map's cells (docs/domain.md, the map's cells): the located live sites counted per status, region, city,
-- location, medium and cell of a hundredth of a degree, with the sums of their positions. Kept like the list
-- counters (migration 0007): one statement-level trigger per event reads the statement's transition tables, sums
-- the deltas per cell and applies them in key order (two writers never take cells crosswise); a cell left with no
-- site is removed. A million-row statement changes each of its cells once.
CREATE FUNCTION "site_map_cells_apply"(
  statuses text[], region_ids integer[], city_ids integer[], location_ids integer[], medium_ids integer[],
  cell_latitudes integer[], cell_longitudes integer[], counts integer[], latitude_sums double precision[],
  longitude_sums double precision[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "site_map_cells" AS c ("status", "region_id", "city_id", "location_id", "medium_id", "cell_latitude",
    "cell_longitude", "sites", "latitude_sum", "longitude_sum")
  SELECT d.s, d.r, d.c, d.l, d.m, d.y, d.x, sum(d.n), sum(d.ys), sum(d.xs)
  FROM unnest(statuses, region_ids, city_ids, location_ids, medium_ids, cell_latitudes, cell_longitudes, counts,
    latitude_sums, longitude_sums) AS d(s, r, c, l, m, y, x, n, ys, xs)
  GROUP BY d.s, d.r, d.c, d.l, d.m, d.y, d.x HAVING sum(d.n) <> 0 OR sum(d.ys) <> 0 OR sum(d.xs) <> 0
  ORDER BY d.s, d.r, d.c, d.l, d.m, d.y, d.x
  ON CONFLICT ON CONSTRAINT "site_map_cells_pkey" DO UPDATE SET "sites" = c."sites" + excluded."sites",
    "latitude_sum" = c."latitude_sum" + excluded."latitude_sum",
    "longitude_sum" = c."longitude_sum" + excluded."longitude_sum";
  DELETE FROM "site_map_cells" c
  USING unnest(statuses, region_ids, city_ids, location_ids, medium_ids, cell_latitudes, cell_longitudes)
    AS d(s, r, ci, l, m, y, x)
  WHERE c."sites" <= 0 AND c."status" = d.s AND c."region_id" = d.r AND c."city_id" = d.ci
    AND c."location_id" = d.l AND c."medium_id" = d.m AND c."cell_latitude" = d.y AND c."cell_longitude" = d.x;
END $$;
--> statement-breakpoint
-- A site's cell contribution: +1 (new) or -1 (old) with its position, for the located live ones only. Only a
-- change of what a cell keys or sums moves a cell: an update of a site's rate nets to nothing (HAVING above).
CREATE FUNCTION "site_map_cells_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s text[]; r integer[]; c integer[]; l integer[]; m integer[]; y integer[]; x integer[]; n integer[];
  ys double precision[]; xs double precision[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(status), array_agg(region_id), array_agg(city_id), array_agg(location_id), array_agg(medium_id),
      array_agg(floor(latitude * 100)::integer), array_agg(floor(longitude * 100)::integer), array_agg(1),
      array_agg(latitude), array_agg(longitude)
    INTO s, r, c, l, m, y, x, n, ys, xs
    FROM new_rows WHERE deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(status), array_agg(region_id), array_agg(city_id), array_agg(location_id), array_agg(medium_id),
      array_agg(floor(latitude * 100)::integer), array_agg(floor(longitude * 100)::integer), array_agg(-1),
      array_agg(-latitude), array_agg(-longitude)
    INTO s, r, c, l, m, y, x, n, ys, xs
    FROM old_rows WHERE deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL;
  ELSE
    SELECT array_agg(d.status), array_agg(d.region_id), array_agg(d.city_id), array_agg(d.location_id),
      array_agg(d.medium_id), array_agg(floor(d.latitude * 100)::integer), array_agg(floor(d.longitude * 100)::integer),
      array_agg(d.n), array_agg(d.n * d.latitude), array_agg(d.n * d.longitude)
    INTO s, r, c, l, m, y, x, n, ys, xs
    FROM (
      SELECT status, region_id, city_id, location_id, medium_id, latitude, longitude, -1 AS n FROM old_rows
      WHERE deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
      UNION ALL
      SELECT status, region_id, city_id, location_id, medium_id, latitude, longitude, 1 AS n FROM new_rows
      WHERE deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
    ) d;
  END IF;
  IF s IS NOT NULL THEN PERFORM "site_map_cells_apply"(s, r, c, l, m, y, x, n, ys, xs); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_map_cells_insert" AFTER INSERT ON "sites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_map_cells_count"();
--> statement-breakpoint
CREATE TRIGGER "site_map_cells_update" AFTER UPDATE ON "sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_map_cells_count"();
--> statement-breakpoint
CREATE TRIGGER "site_map_cells_delete" AFTER DELETE ON "sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_map_cells_count"();
--> statement-breakpoint
CREATE FUNCTION "site_map_cells_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "site_map_cells";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_map_cells_truncate" AFTER TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "site_map_cells_truncate"();
--> statement-breakpoint
INSERT INTO "site_map_cells" ("status", "region_id", "city_id", "location_id", "medium_id", "cell_latitude",
  "cell_longitude", "sites", "latitude_sum", "longitude_sum")
SELECT status, region_id, city_id, location_id, medium_id, floor(latitude * 100)::integer,
  floor(longitude * 100)::integer, count(*), sum(latitude), sum(longitude)
FROM "sites" WHERE deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
