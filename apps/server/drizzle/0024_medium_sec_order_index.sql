-- A medium and a SEC range in the site lists' order (issue 12, docs/domain.md "Site inventory"): the medium's own order
-- index (0014) passed over the medium's sites of other SEC ranges entry by entry, for the page and again for its
-- capped count; on the grown database of bench:scale, 36,375 entries before the first match (12.7 ms → 0.4 ms for the
-- page's ids and count). The other filter columns are INCLUDEd (written here by hand, as in 0014: drizzle's index
-- builder cannot say it), so a further filter is checked on the index's own entries.
CREATE INDEX "sites_medium_sec_order_idx" ON "sites" USING btree ("medium_id","sec_range_id","city_name","site_code","id") INCLUDE ("region_id","city_id","location_id","asset_type_id","lsm_level_id") WHERE "sites"."status" = 'approved' and "sites"."deleted_at" is null;
