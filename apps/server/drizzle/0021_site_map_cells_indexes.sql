-- The map's cells by city and by position (docs/domain.md, the map's cells): a city's count, or a view's, reads only
-- its cells' rows, whatever the country's number of cells (the primary key serves a region's).
CREATE INDEX "site_map_cells_city_idx" ON "site_map_cells" USING btree ("status","city_id","cell_latitude","cell_longitude");--> statement-breakpoint
CREATE INDEX "site_map_cells_position_idx" ON "site_map_cells" USING btree ("status","cell_latitude","cell_longitude");
