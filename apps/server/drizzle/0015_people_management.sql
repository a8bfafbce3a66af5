-- People management (issue 17, docs/domain.md "User" and "Clients"): signed-out tokens, each client's key account
-- manager, the user list's order and search indexes, and the counters of both lists (docs/domain.md "Counts"): a
-- KAM's own clients ('clients:kam:<id>') and the accounts of each role ('users:role:<role>'), kept by the same
-- statement-level triggers as migration 0007's.
CREATE TABLE "revoked_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "key_account_manager_id" integer;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_key_account_manager_id_users_id_fk" FOREIGN KEY ("key_account_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_kam_company_idx" ON "clients" USING btree ("key_account_manager_id","company_name","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_order_idx" ON "users" USING btree ("name","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clients_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients:kam:' || key_account_manager_id AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients:kam:' || key_account_manager_id AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'clients' AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients:kam:' || key_account_manager_id AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients' AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
      UNION ALL SELECT 'clients:kam:' || key_account_manager_id AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "users_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[]; deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'users:role:' || role AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'users:role:' || role AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
    ) d;
  ELSE
    SELECT array_agg(k), array_agg(v) INTO keys, deltas FROM (
      SELECT 'users:role:' || role AS k, -1::bigint AS v FROM old_rows WHERE deleted_at is null
      UNION ALL SELECT 'users:role:' || role AS k, 1::bigint AS v FROM new_rows WHERE deleted_at is null
    ) d;
  END IF;
  IF keys IS NOT NULL THEN PERFORM "list_counters_apply"(keys, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "list_counters_truncate"('users');
--> statement-breakpoint
INSERT INTO "list_counters" ("key", "value")
SELECT k, count(*) FROM (
  SELECT 'users:role:' || role AS k FROM "users" WHERE deleted_at is null
  UNION ALL SELECT 'clients:kam:' || key_account_manager_id AS k FROM "clients" WHERE deleted_at is null
) d WHERE k IS NOT NULL GROUP BY k
ON CONFLICT ("key") DO UPDATE SET "value" = "list_counters"."value" + excluded."value";
