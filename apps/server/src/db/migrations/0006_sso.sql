-- Single sign-on [API-SSO-1] (decision 018): the secrets institutes sign their login links
-- with, the link tokens already used, and the one-time login keys the exchange hands out.
-- Plain PostgreSQL that runs on both PostgreSQL 15 (Debian) and PGlite.

-- One signing secret per institute (HMAC-SHA256 key, kept as text). demo marks the secrets the
-- demo seed made up, which the embedded server copies to DATA_DIR for `npm run sso:link`;
-- an institute's real secret is never demo and never leaves the database.
create table sso_issuer (
  institute_id integer primary key references institute (id) on delete cascade,
  secret text not null check (length(secret) >= 32),
  demo boolean not null default false,
  created_at timestamptz not null default now()
);

-- A link token is usable once: its jti is recorded when presented. A row is needed only until
-- the token's own expiry (after that the token fails on exp anyway), so old rows are deleted.
create table sso_used_token (
  institute_id integer not null references institute (id) on delete cascade,
  jti text not null,
  expires_at timestamptz not null,
  primary key (institute_id, jti)
);
create index sso_used_token_expires_idx on sso_used_token (expires_at);

-- The one-time login key of a successful exchange: only its SHA-256 is stored, bound to the
-- user and institute, valid about a minute, spent by the login that opens a session.
create table sso_login_key (
  key_hash text primary key,
  user_id integer not null references app_user (id) on delete cascade,
  institute_id integer not null references institute (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sso_login_key_expires_idx on sso_login_key (expires_at);
