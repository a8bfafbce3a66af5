-- The site lists' filters at a national network's size (issue 16, docs/domain.md "Site inventory", migration 0014):
-- asset type, SEC range and LSM level get their btree indexes (a filter on a rare value counted its matches by
-- reading every live site), and the approved inventory of one medium has its own index in the list's order.
CREATE INDEX "sites_asset_type_idx" ON "sites" USING btree ("asset_type_id");--> statement-breakpoint
CREATE INDEX "sites_sec_range_idx" ON "sites" USING btree ("sec_range_id");--> statement-breakpoint
CREATE INDEX "sites_lsm_level_idx" ON "sites" USING btree ("lsm_level_id");--> statement-breakpoint
CREATE INDEX "sites_medium_order_idx" ON "sites" USING btree ("medium_id","city_name","site_code","id") INCLUDE ("region_id","city_id","location_id","asset_type_id","sec_range_id","lsm_level_id") WHERE "sites"."status" = 'approved' and "sites"."deleted_at" is null;--> statement-breakpoint
-- The lists' order indexes carry the filter columns (INCLUDE, written here by hand: drizzle's index builder cannot say
-- it, so src/db/tables/inventory.ts names these indexes without their INCLUDE). A filtered page then reads the index
-- alone in its order, its filter checked on the index's own entries. Measured on the grown database of bench:scale
-- (1M sites): a medium and a SEC range whose matches lie late in city order, 470 ms → 44–60 ms for the page's ids
-- (463,810 entries passed over, none of them a heap visit).
DROP INDEX "sites_options_order_idx";--> statement-breakpoint
CREATE INDEX "sites_options_order_idx" ON "sites" USING btree ("city_name","site_code","id") INCLUDE ("region_id","city_id","location_id","medium_id","asset_type_id","sec_range_id","lsm_level_id") WHERE "sites"."status" = 'approved' and "sites"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "sites_pending_created_idx";--> statement-breakpoint
CREATE INDEX "sites_pending_created_idx" ON "sites" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("region_id","city_id","location_id","medium_id","asset_type_id","sec_range_id","lsm_level_id") WHERE "sites"."status" = 'pending' and "sites"."deleted_at" is null;
