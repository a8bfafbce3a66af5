-- The previous release's data (db/previous-release/README.md): a little of several kinds, written for the schema of
-- the migration named in previous-release.ts (0016_sessions_valid_from). Ids come from the identity columns of a
-- fresh database (1, 2, …); the counters (list_counters) are kept by the release's own triggers.
INSERT INTO roles (name, label, is_staff, sort_order) VALUES
  ('admin', 'Administrator', true, 0),
  ('key_account_manager', 'Key account manager', true, 1),
  ('planner', 'Planner', true, 2);
-- The password of both accounts is fixture-password-0016.
INSERT INTO users (email, name, role, password_hash, status, created_at, sessions_valid_from) VALUES
  ('fixture-admin@example.com', 'Fixture Admin', 'admin',
   'scrypt$32768$8$1$Rt/bGxYxB26m/6dO49LpzA==$8Z1zln1bU+r5jDywERVCOkVIpf8mCgDeJc2Z+gX3avQ=', 'active',
   '2026-11-01T09:00:00Z', null),
  ('fixture-kam@example.com', 'Fixture KAM', 'key_account_manager',
   'scrypt$32768$8$1$Rt/bGxYxB26m/6dO49LpzA==$8Z1zln1bU+r5jDywERVCOkVIpf8mCgDeJc2Z+gX3avQ=', 'active',
   '2026-11-01T09:05:00Z', '2026-11-02T10:00:00Z');
INSERT INTO regions (name) VALUES ('Fixture Region');
INSERT INTO cities (region_id, name) VALUES (1, 'Fixture City');
INSERT INTO locations (city_id, name) VALUES (1, 'Fixture Avenue');
INSERT INTO mediums (name, kind) VALUES ('Fixture Billboard', 'conventional'), ('Fixture Screen', 'digital');
INSERT INTO sites (site_code, name, region_id, city_id, location_id, medium_id, width_ft, height_ft, faces,
  latitude, longitude, monthly_rate, daily_traffic, status, created_at) VALUES
  ('FX-0001', 'Fixture Avenue north', 1, 1, 1, 1, 40, 20, 2, 24.7136, 46.6753, 12500.50, 48000, 'approved',
   '2026-11-01T10:00:00Z'),
  ('FX-0002', 'Fixture Avenue screen', 1, 1, 1, 2, 12, 6, 1, 24.7140, 46.6760, 30000, null, 'approved',
   '2026-11-01T10:05:00Z');
INSERT INTO clients (company_name, contact_name, email, phone, industry, key_account_manager_id, created_at) VALUES
  ('Fixture Dates Co', 'Nadia Fixture', 'nadia@fixture-dates.example', '+966500000001', 'Food', 2,
   '2026-11-02T08:00:00Z');
INSERT INTO files (storage_key, original_name, content_type, size, sha256, uploaded_by, created_at) VALUES
  ('briefs/00000000-0000-4000-8000-000000000016.pdf', 'Fixture brief.pdf', 'application/pdf', 1234,
   'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 2, '2026-11-03T09:00:00Z');
SELECT setval('brief_number_seq', 1);
INSERT INTO briefs (brief_number, client_id, campaign_name, objective, start_date, end_date, budget, status,
  created_by, created_at, updated_at, kind, notes, attachment_file_id) VALUES
  ('BR-2026-0001', 1, 'Fixture Ramadan launch', 'Awareness', '2027-02-01', '2027-03-31', 250000.75, 'approved', 2,
   '2026-11-03T09:00:00Z', '2026-11-03T11:00:00Z', 'file', 'Kept across the upgrade', 1);
INSERT INTO brief_regions (brief_id, region_id) VALUES (1, 1);
INSERT INTO brief_mediums (brief_id, medium_id) VALUES (1, 1), (1, 2);
INSERT INTO plans (brief_id, name, status, version, created_by, created_at, updated_at, hide_columns) VALUES
  (1, 'Fixture plan A', 'inprogress', 1, 2, '2026-11-04T09:00:00Z', '2026-11-04T09:00:00Z', '{printing_rate}');
INSERT INTO plan_sites (plan_id, site_id, start_date, end_date, monthly_rate, discount_percent) VALUES
  (1, 1, '2027-02-01', '2027-02-28', 12500.50, 10),
  (1, 2, '2027-02-01', '2027-03-31', 30000, 0);
INSERT INTO notifications (user_id, title, body, link, created_at) VALUES
  (1, 'Brief approved', 'BR-2026-0001 was approved.', '/brief', '2026-11-03T11:00:00Z');
INSERT INTO audit_log (actor_user_id, action, entity, entity_id, details, created_at) VALUES
  (1, 'brief.accept', 'brief', 1, '{"from": "pending", "to": "approved"}', '2026-11-03T11:00:00Z');
INSERT INTO instance_settings (key, value, updated_at) VALUES
  ('fixture', '{"release": "0016_sessions_valid_from"}', '2026-11-01T09:00:00Z');
