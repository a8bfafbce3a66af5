-- The exclusion constraint keeps refusing a double booking (docs/domain.md "Availability and double booking"), but its
-- GiST index no longer answers a probe by site. Keyed on the site as it was, the planner chose it to probe a site's bookings
-- (its cost estimate a hair under the btree's), and a GiST probe costs several times a btree probe: the site
-- table's "booked" page probed it for every site it passed (574 probes, 4.8 ms at 1M sites; 0.75 ms through
-- `bookings_site_idx`). Keyed on the site as a bigint, the index matches no query's condition on `site_id`, so a
-- site's bookings are always read through `bookings_site_idx` (migration 0009); the constraint, its name and its
-- error (23P01) are unchanged.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (("site_id"::bigint) WITH =, "during" WITH &&);
