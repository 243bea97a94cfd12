-- The timetable's data version (decision 055): a counter that every change to what a timetable
-- month reads moves on, so the server may keep a month it has written and hand it out again until
-- the counter moves (issue 14: the month is the portal's largest answer, 84 KB for a school
-- student, and the most asked). Statement-level triggers, so a bulk change moves it once; a
-- change by any process or by hand in psql moves it the same. Plain PostgreSQL that runs on
-- PostgreSQL 15 and PGlite.
create table data_version (
  area text primary key,
  version bigint not null default 0
);
insert into data_version (area, version) values ('timetable', 0);

create function bump_timetable_version() returns trigger language plpgsql as $$
begin
  update data_version set version = version + 1 where area = 'timetable';
  return null;
end;
$$;

create trigger schedule_timetable_version after insert or update or delete or truncate on schedule
  for each statement execute function bump_timetable_version();
create trigger batch_timetable_version after insert or update or delete or truncate on batch
  for each statement execute function bump_timetable_version();
create trigger batch_member_timetable_version after insert or update or delete or truncate on batch_member
  for each statement execute function bump_timetable_version();
create trigger recording_timetable_version after insert or update or delete or truncate on recording
  for each statement execute function bump_timetable_version();
create trigger attendance_timetable_version after insert or update or delete or truncate on attendance
  for each statement execute function bump_timetable_version();
create trigger institute_timetable_version after insert or update or delete or truncate on institute
  for each statement execute function bump_timetable_version();
