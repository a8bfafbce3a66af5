-- The site table's availability filters at a national network's size (issue 12, docs/domain.md "Counts").
-- The live approved sites in id order, read alone: the "booked" count merges them with the bookings of the dates
-- instead of reading each site's row for its status (8 ms → 2 ms of the count at 1M sites).
CREATE INDEX "sites_live_id_idx" ON "sites" USING btree ("id") WHERE "sites"."status" = 'approved' and "sites"."deleted_at" is null;--> statement-breakpoint
-- A site's bookings by a btree on the site, their plan and dates included so that a probe reads the index alone.
-- The exclusion constraint's GiST index (site_id, during) answers the same probe at several times the cost: "free
-- for the dates" probes a site per row it counts (a thousand and more), and took 10–13 ms at 1M sites with the
-- GiST, 1.2–1.6 ms with this index; the "booked" count reads the bookings in site order from it.
CREATE INDEX "bookings_site_idx" ON "bookings" USING btree ("site_id") INCLUDE ("plan_id", "during");
