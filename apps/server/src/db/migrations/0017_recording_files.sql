-- A recording's stored file (issue 16): the key of the file store's copy, which the stored play
-- streams and the download answers [API-LIVE-3]; null when the institute has no copy (the
-- download then says so [LIVE-REC-11]).
alter table recording add column file_key text;
