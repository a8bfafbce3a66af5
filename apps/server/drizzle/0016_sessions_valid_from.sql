-- A password set or changed ends the account's other sessions (issue 17's open item; docs/domain.md "User"): bearer
-- tokens signed before `sessions_valid_from` (whole seconds, as a token's `iat`) are refused. Null: none are.
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp with time zone;