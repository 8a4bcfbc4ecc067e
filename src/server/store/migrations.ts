/**
 * The store's schema, one migration per entry, applied in order. `PRAGMA user_version` records
 * how many have run; a migration never changes once released — add a new one instead.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: every imported schedule version, raw and normalised; exactly one is current.
  `CREATE TABLE schedule_versions (
     id INTEGER PRIMARY KEY,
     version TEXT NOT NULL UNIQUE,
     source TEXT NOT NULL,
     raw BLOB NOT NULL,
     normalised TEXT NOT NULL,
     warnings TEXT NOT NULL,
     imported_at TEXT NOT NULL,
     current INTEGER NOT NULL DEFAULT 0
   );
   CREATE UNIQUE INDEX schedule_versions_current ON schedule_versions (current) WHERE current = 1;`,
  // 2: envelopes posted to /monitoring (DESIGN §8), raw and summed up, with their forwarding state.
  `CREATE TABLE reports (
     id INTEGER PRIMARY KEY,
     event_id TEXT UNIQUE,
     kind TEXT NOT NULL,
     received_at TEXT NOT NULL,
     raw BLOB NOT NULL,
     message TEXT,
     url TEXT,
     release TEXT,
     breadcrumbs INTEGER NOT NULL DEFAULT 0,
     fingerprint TEXT,
     forwarded_at TEXT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL
   );
   CREATE INDEX reports_received ON reports (received_at);
   CREATE INDEX reports_due ON reports (next_attempt_at) WHERE forwarded_at IS NULL;`,
  // 3: accounts and what people do (DESIGN §7, §11). Emails are stored lower-cased; a session keeps
  // only the SHA-256 of its token, so a copy of the store signs nobody in. Stars, feedback and
  // idempotency keys belong to an owner, `user:<id>` or `device:<uuid>` for someone signed out.
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     role TEXT NOT NULL DEFAULT 'attendee' CHECK (role IN ('attendee', 'organizer')),
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     revoked_at TEXT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE TABLE stars (
     owner TEXT NOT NULL,
     event_id TEXT NOT NULL,
     starred INTEGER NOT NULL CHECK (starred IN (0, 1)),
     updated_at TEXT NOT NULL,
     PRIMARY KEY (owner, event_id)
   );
   CREATE TABLE feedback (
     id INTEGER PRIMARY KEY,
     owner TEXT NOT NULL,
     event_id TEXT NOT NULL,
     rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
     comment TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (owner, event_id)
   );
   CREATE INDEX feedback_event ON feedback (event_id);
   CREATE TABLE idempotency_keys (
     owner TEXT NOT NULL,
     key TEXT NOT NULL,
     action TEXT NOT NULL,
     applied_at TEXT NOT NULL,
     PRIMARY KEY (owner, key)
   );
   CREATE TABLE sign_in_failures (
     id INTEGER PRIMARY KEY,
     email TEXT NULL,
     address TEXT NULL,
     failed_at TEXT NOT NULL
   );
   CREATE INDEX sign_in_failures_email ON sign_in_failures (email, failed_at) WHERE email IS NOT NULL;
   CREATE INDEX sign_in_failures_address ON sign_in_failures (address, failed_at) WHERE address IS NOT NULL;`,
  // 4: sign-in failures and sign-up attempts in one table, per action (attempt-throttle.ts). Each
  // row keeps when it stops counting, so old rows can be deleted without knowing each limit's
  // window. The sign-in failures of migration 3 (a 15-minute window) are carried over.
  `CREATE TABLE throttle_attempts (
     id INTEGER PRIMARY KEY,
     action TEXT NOT NULL,
     email TEXT NULL,
     address TEXT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX throttle_attempts_email ON throttle_attempts (action, email, expires_at) WHERE email IS NOT NULL;
   CREATE INDEX throttle_attempts_address ON throttle_attempts (action, address, expires_at) WHERE address IS NOT NULL;
   INSERT INTO throttle_attempts (action, email, address, expires_at)
     SELECT 'signin', email, address, strftime('%Y-%m-%dT%H:%M:%fZ', failed_at, '+15 minutes') FROM sign_in_failures;
   DROP TABLE sign_in_failures;`,
  // The limits of /monitoring (DESIGN §15, src/server/monitoring/report-throttle.ts, report-cap.ts):
  // envelopes and bytes received per client address while they count; a SHA-256 of each stored
  // envelope, so a repeat without an event id is stored once (older rows have none); and the
  // bytes stored, kept by triggers so every deletion (forwarding, pruning) keeps the total true,
  // beside how many reports the size cap pruned.
  `CREATE TABLE report_intake (
     id INTEGER PRIMARY KEY,
     address TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX report_intake_address ON report_intake (address, expires_at);
   CREATE INDEX report_intake_expires ON report_intake (expires_at);
   ALTER TABLE reports ADD COLUMN content_sha256 TEXT NULL;
   CREATE UNIQUE INDEX reports_content ON reports (content_sha256);
   CREATE TABLE report_totals (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     stored_bytes INTEGER NOT NULL,
     dropped INTEGER NOT NULL
   );
   INSERT INTO report_totals (id, stored_bytes, dropped) SELECT 1, coalesce(sum(length(raw)), 0), 0 FROM reports;
   CREATE TRIGGER reports_add_bytes AFTER INSERT ON reports
   BEGIN UPDATE report_totals SET stored_bytes = stored_bytes + length(NEW.raw); END;
   CREATE TRIGGER reports_remove_bytes AFTER DELETE ON reports
   BEGIN UPDATE report_totals SET stored_bytes = stored_bytes - length(OLD.raw); END;
   CREATE TRIGGER reports_replace_bytes AFTER UPDATE OF raw ON reports
   BEGIN UPDATE report_totals SET stored_bytes = stored_bytes - length(OLD.raw) + length(NEW.raw); END;`,
  // Writes from signed-out devices are limited per device too (device-write-throttle.ts), counted
  // in throttle_attempts' new device column; every write deletes spent attempts first, so that
  // delete gets an index. Known devices (OWASP "device cookies",
  // known-device-store.ts): the SHA-256 of a token a browser keeps, bound to each account that
  // signed in with it, so its sign-ins pass a per-address limit others behind its network used up.
  `ALTER TABLE throttle_attempts ADD COLUMN device TEXT NULL;
   CREATE INDEX throttle_attempts_device ON throttle_attempts (action, device, expires_at) WHERE device IS NOT NULL;
   CREATE INDEX throttle_attempts_expires ON throttle_attempts (expires_at);
   CREATE TABLE known_devices (
     token_hash TEXT NOT NULL,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     expires_at TEXT NOT NULL,
     PRIMARY KEY (token_hash, user_id)
   );
   CREATE INDEX known_devices_expires ON known_devices (expires_at);`,
  // Organizer invites (DESIGN §11, §15; organizer-invite-store.ts): one-time sign-up links the
  // CLI prints. Only the SHA-256 of each token is kept, so a copy of the store invites nobody.
  `CREATE TABLE organizer_invites (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL COLLATE NOCASE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT NULL
   );
   CREATE INDEX organizer_invites_email ON organizer_invites (email);`,
  // Calendar SEQUENCE numbers (RFC 5545 §3.8.7.4; event-sequences.ts): per event UID, where it
  // was (start, end, room, cancelled) in the last schedule version made current, and how many
  // times that has changed. Rows of events a later version dropped stay, so an event that comes
  // back keeps counting up.
  `CREATE TABLE event_sequences (
     uid TEXT PRIMARY KEY,
     fingerprint TEXT NOT NULL,
     sequence INTEGER NOT NULL DEFAULT 0
   );`,
  // Calendar subscriptions (calendar-link-store.ts): one per account, found by the SHA-256 of
  // the secret in its URL, so a copy of the store reads nobody's feed.
  `CREATE TABLE calendar_links (
     user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     secret_hash TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL
   );`,
  // Publishing schedules from /admin/schedule (schedule-versions.ts, schedule-candidates.ts): when
  // and by whom each version was last made current, its counts for the versions list (so the
  // list never parses normalised schedules), and the files checked but not yet published.
  `ALTER TABLE schedule_versions ADD COLUMN published_at TEXT NULL;
   ALTER TABLE schedule_versions ADD COLUMN published_by TEXT NULL;
   ALTER TABLE schedule_versions ADD COLUMN events INTEGER NULL;
   ALTER TABLE schedule_versions ADD COLUMN days INTEGER NULL;
   ALTER TABLE schedule_versions ADD COLUMN rooms INTEGER NULL;
   UPDATE schedule_versions SET published_at = imported_at, published_by = 'start-up',
     events = json_array_length(normalised, '$.events'), days = json_array_length(normalised, '$.days'), rooms = json_array_length(normalised, '$.rooms');
   CREATE TABLE schedule_candidates (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     checked_by INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     source TEXT NOT NULL,
     raw BLOB NOT NULL,
     normalised TEXT NOT NULL,
     warnings TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX schedule_candidates_checked_by ON schedule_candidates (checked_by, created_at);`,
  // The error-report inbox (/admin/reports; src/server/admin/report-*.ts): each error report's
  // group (the key of its fingerprint) and browser, and per group its fingerprint and whether an
  // organizer resolved it. Reports stored before have no group yet; they are grouped from their
  // raw envelopes when the inbox is first read (report-grouping.ts).
  `ALTER TABLE reports ADD COLUMN group_key TEXT NULL;
   ALTER TABLE reports ADD COLUMN browser TEXT NULL;
   CREATE INDEX reports_group ON reports (group_key, received_at) WHERE group_key IS NOT NULL;
   CREATE INDEX reports_ungrouped ON reports (id) WHERE group_key IS NULL AND kind = 'event';
   CREATE TABLE report_groups (
     group_key TEXT PRIMARY KEY,
     fingerprint TEXT NOT NULL,
     frame TEXT NULL,
     resolved_at TEXT NULL,
     resolved_by INTEGER NULL REFERENCES users (id) ON DELETE SET NULL
   );`,
];
