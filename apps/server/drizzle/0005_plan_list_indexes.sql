DROP INDEX "plans_status_created_idx";--> statement-breakpoint
CREATE INDEX "plans_status_updated_idx" ON "plans" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "plans_altered_updated_idx" ON "plans" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "plans"."version" > 1;--> statement-breakpoint
CREATE INDEX "plans_name_trgm_idx" ON "plans" USING gin ("name" gin_trgm_ops);