-- Imports of the integration API (issue 34, decision 078): every upload is a job with its
-- counts and its row errors; every record an import wrote is remembered under the institute's
-- own source id, with a digest of what was sent (the same record again is "unchanged").
create table import_job (
  id uuid primary key default gen_random_uuid(),
  institute_id integer not null references institute (id),
  api_key_id integer references api_key (id),
  key_name text not null,
  area text not null,
  mode text not null check (mode in ('delta', 'bulk')),
  scope text,
  dry_run boolean not null,
  atomic boolean not null,
  state text not null check (state in ('running', 'done', 'failed')),
  created integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  deleted integer not null default 0,
  failed integer not null default 0,
  -- Why the whole job stopped (the delete guard, an atomic job with a bad row).
  message text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index import_job_institute_idx on import_job (institute_id, created_at desc);

create table import_job_error (
  job_id uuid not null references import_job (id) on delete cascade,
  seq integer not null,
  file text not null,
  line integer not null,
  source_id text,
  field text,
  message text not null,
  primary key (job_id, seq)
);

create table source_record (
  institute_id integer not null references institute (id),
  area text not null,
  source_id text not null,
  local_id integer not null,
  -- SHA-256 of the record as last written: an identical record is counted unchanged, not written.
  digest text not null,
  -- A bulk upload deletes only records of its own scope (a term, a batch) that it no longer holds.
  scope text,
  job_id uuid not null,
  updated_at timestamptz not null default now(),
  primary key (institute_id, area, source_id)
);
create index source_record_local_idx on source_record (institute_id, area, local_id);
