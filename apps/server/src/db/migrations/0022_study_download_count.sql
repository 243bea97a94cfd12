-- Study materials count their downloads as shared documents do [DOC-DL-6]: API-DOC-4 names a
-- material's file_id as well (decision 066: one id space for both).
alter table study_material add column download_count integer not null default 0;
