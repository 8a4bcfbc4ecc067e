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
];
