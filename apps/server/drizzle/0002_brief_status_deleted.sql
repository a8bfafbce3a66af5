ALTER TABLE "briefs" DROP CONSTRAINT "briefs_status_check";--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_status_check" CHECK ("briefs"."status" in ('pending', 'approved', 'rejected', 'deleted'));--> statement-breakpoint
-- Briefs deleted before the status existed: their status becomes the brief machine's final state.
UPDATE "briefs" SET "status" = 'deleted' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_deleted_check" CHECK (("briefs"."status" = 'deleted') = ("briefs"."deleted_at" is not null));
