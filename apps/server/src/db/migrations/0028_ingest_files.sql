-- A file an institute uploaded through the integration API (PUT /api/ingest/v1/files/{source_id},
-- decision 084): records of other areas (homework, documents, study material, recordings) name it
-- by its source id. Its key in the file store never changes: new bytes replace the old under it,
-- so every row that copied the key serves the new file.
create table ingest_file (
  institute_id integer not null references institute (id),
  source_id text not null,
  file_key text not null,
  name text not null,
  content_type text not null,
  size bigint not null,
  sha256 text not null,
  updated_at timestamptz not null,
  primary key (institute_id, source_id)
);
