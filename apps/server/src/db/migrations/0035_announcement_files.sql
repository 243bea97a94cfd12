-- A notice's attached file as a stored file (issue 35, decision 093): until now a notice had only
-- the name of its file (file_name, which the card shows [HOME-ANN-5]) and nothing to open. The
-- key of the file store's copy, its type and size, as documents keep theirs (0019); all three or
-- none, and never a stored file without the name the card shows. A notice may still carry a
-- name without a stored file (one typed in before this): it shows as text, with no address.
alter table announcement add column file_key text;
alter table announcement add column content_type text;
alter table announcement add column size_bytes bigint;
alter table announcement add constraint announcement_file_stored check (
  (file_key is null) = (content_type is null)
  and (file_key is null) = (size_bytes is null)
  and (file_key is null or file_name is not null)
);
-- New bytes of an imported file refresh the rows that copied its key (decision 084).
create index announcement_file_key_idx on announcement (file_key) where file_key is not null;
