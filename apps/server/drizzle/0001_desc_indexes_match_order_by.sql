DROP INDEX "briefs_status_created_idx";--> statement-breakpoint
DROP INDEX "briefs_created_idx";--> statement-breakpoint
DROP INDEX "campaigns_status_start_idx";--> statement-breakpoint
DROP INDEX "plans_status_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "briefs_status_created_idx" ON "briefs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "briefs_created_idx" ON "briefs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_status_start_idx" ON "campaigns" USING btree ("status","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "plans_status_created_idx" ON "plans" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);