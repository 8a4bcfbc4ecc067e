import type { ColumnType, Generated } from 'kysely';

/**
 * The store's tables as the query layer (Kysely) sees them, the same on SQLite and PostgreSQL:
 * times are UTC ISO strings (text; they sort as they compare), yes/no columns 0 or 1, files
 * bytes (a Buffer). The schema itself is in migrations.ts (SQLite) and pg-migrations.ts.
 */
export interface Schema {
  schedule_versions: ScheduleVersionsTable;
  schedule_candidates: ScheduleCandidatesTable;
  event_sequences: EventSequencesTable;
  reports: ReportsTable;
  report_groups: ReportGroupsTable;
  report_intake: ReportIntakeTable;
  report_totals: ReportTotalsTable;
  users: UsersTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  organizer_invites: OrganizerInvitesTable;
  calendar_links: CalendarLinksTable;
  stars: StarsTable;
  feedback: FeedbackTable;
  idempotency_keys: IdempotencyKeysTable;
  throttle_attempts: ThrottleAttemptsTable;
}

/** A yes/no column: 0 or 1. */
type Flag = 0 | 1;
/** An id the database assigns. */
type Id = Generated<number>;
/** Bytes: a Buffer, written as a Buffer or a Uint8Array. */
type Bytes = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;

export interface ScheduleVersionsTable {
  id: Id;
  version: string;
  source: string;
  raw: Bytes;
  normalised: string;
  warnings: string;
  imported_at: string;
  current: ColumnType<Flag, Flag | undefined, Flag>;
  published_at: string | null;
  published_by: string | null;
  events: number | null;
  days: number | null;
  rooms: number | null;
}

export interface ScheduleCandidatesTable {
  id: Id;
  token_hash: string;
  checked_by: number;
  source: string;
  raw: Bytes;
  normalised: string;
  warnings: string;
  created_at: string;
}

export interface EventSequencesTable {
  uid: string;
  fingerprint: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface ReportsTable {
  id: Id;
  event_id: string | null;
  kind: string;
  received_at: string;
  raw: Bytes;
  message: string | null;
  url: string | null;
  release: string | null;
  breadcrumbs: ColumnType<number, number | undefined, number>;
  fingerprint: string | null;
  forwarded_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  content_sha256: string | null;
  group_key: string | null;
  browser: string | null;
}

export interface ReportGroupsTable {
  group_key: string;
  fingerprint: string;
  frame: string | null;
  resolved_at: string | null;
  resolved_by: number | null;
}

export interface ReportIntakeTable {
  id: Id;
  address: string;
  bytes: number;
  expires_at: string;
}

export interface ReportTotalsTable {
  id: number;
  stored_bytes: number;
  dropped: number;
}

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  role: ColumnType<'attendee' | 'organizer', 'attendee' | 'organizer' | undefined, 'attendee' | 'organizer'>;
  created_at: string;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface KnownDevicesTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
}

export interface OrganizerInvitesTable {
  id: Id;
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CalendarLinksTable {
  user_id: number;
  secret_hash: string;
  created_at: string;
}

export interface StarsTable {
  owner: string;
  event_id: string;
  starred: Flag;
  updated_at: string;
}

export interface FeedbackTable {
  id: Id;
  owner: string;
  event_id: string;
  rating: number;
  comment: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  owner: string;
  key: string;
  action: string;
  applied_at: string;
}

export interface ThrottleAttemptsTable {
  id: Id;
  action: string;
  email: string | null;
  address: string | null;
  device: string | null;
  expires_at: string;
}
