-- The test panel's credentials (decision 040). Plain PostgreSQL for PostgreSQL 15 and PGlite.

-- A launch token: made by Start, Resume or View with the login session, spent by the panel's
-- first call within a minute. Only its SHA-256 is stored. Bound to the learner, the test, the
-- mode, and for a review the attempt shown; the session that made it is kept for the audit.
create table exam_launch (
  token_hash text primary key,
  user_id integer not null references app_user (id) on delete cascade,
  session_id uuid references session (id) on delete set null,
  test_id integer not null references exam_test (id) on delete cascade,
  mode text not null check (mode in ('attempt', 'review')),
  attempt_id integer references exam_attempt (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((mode = 'review') = (attempt_id is not null))
);
-- The sweep deletes launches a while after they expire.
create index exam_launch_expires_idx on exam_launch (expires_at);

-- An attempt token: the HttpOnly cookie the panel saves and submits with, scoped to its attempt's
-- path, valid until three hours after the deadline (a review: after it opens), so the end of the
-- login day does not cut an attempt that runs across midnight, and a late panel hears that the
-- time is over rather than being asked to sign in. One per panel that entered the attempt (a
-- resume on another device gets its own); only its SHA-256 is stored.
create table exam_attempt_token (
  token_hash text primary key,
  attempt_id integer not null references exam_attempt (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index exam_attempt_token_expires_idx on exam_attempt_token (expires_at);
create index exam_attempt_token_attempt_idx on exam_attempt_token (attempt_id);
