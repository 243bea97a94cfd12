-- More data versions (decision 058, after 0013's timetable): the dashboard's notices and banners
-- ('home'), a student's fees ('fees'), the calendar's events ('events') and the account's session
-- view, profile and messages ('account') and the homework list ('assignments') are kept per process
-- and handed out again until a change to a table they read moves their area's version. Each
-- statement-level trigger names its area; a table read by several areas has one per area.
-- Plain PostgreSQL that runs on PostgreSQL 15 and PGlite.
insert into data_version (area, version) values ('home', 0), ('fees', 0), ('events', 0), ('account', 0), ('assignments', 0);

create function bump_data_version() returns trigger language plpgsql as $$
begin
  update data_version set version = version + 1 where area = tg_argv[0];
  return null;
end;
$$;

-- Notices (announcement, its batches, the student's batches) and banners (the institute's
-- marketing setting, banners, promotions).
create trigger announcement_home_version after insert or update or delete or truncate on announcement
  for each statement execute function bump_data_version('home');
create trigger announcement_batch_home_version after insert or update or delete or truncate on announcement_batch
  for each statement execute function bump_data_version('home');
create trigger student_batch_home_version after insert or update or delete or truncate on student_batch
  for each statement execute function bump_data_version('home');
create trigger banner_home_version after insert or update or delete or truncate on banner
  for each statement execute function bump_data_version('home');
create trigger promotion_home_version after insert or update or delete or truncate on promotion
  for each statement execute function bump_data_version('home');
create trigger institute_home_version after insert or update or delete or truncate on institute
  for each statement execute function bump_data_version('home');

-- Fees: instalments, payments and their items, the institute's settings, its years.
create trigger fee_instalment_fees_version after insert or update or delete or truncate on fee_instalment
  for each statement execute function bump_data_version('fees');
create trigger fee_payment_fees_version after insert or update or delete or truncate on fee_payment
  for each statement execute function bump_data_version('fees');
create trigger fee_payment_item_fees_version after insert or update or delete or truncate on fee_payment_item
  for each statement execute function bump_data_version('fees');
create trigger institute_fees_version after insert or update or delete or truncate on institute
  for each statement execute function bump_data_version('fees');
create trigger academic_year_fees_version after insert or update or delete or truncate on academic_year
  for each statement execute function bump_data_version('fees');

-- Events: the calendar, and the batches and years that decide a learner's standards.
create trigger calendar_event_events_version after insert or update or delete or truncate on calendar_event
  for each statement execute function bump_data_version('events');
create trigger batch_member_events_version after insert or update or delete or truncate on batch_member
  for each statement execute function bump_data_version('events');
create trigger batch_events_version after insert or update or delete or truncate on batch
  for each statement execute function bump_data_version('events');
create trigger academic_year_events_version after insert or update or delete or truncate on academic_year
  for each statement execute function bump_data_version('events');

-- The account: the session view (account, institute, year, children and their years, a pending
-- reset), the profile (with its details and batches) and the messages.
create trigger app_user_account_version after insert or update or delete or truncate on app_user
  for each statement execute function bump_data_version('account');
create trigger institute_account_version after insert or update or delete or truncate on institute
  for each statement execute function bump_data_version('account');
create trigger academic_year_account_version after insert or update or delete or truncate on academic_year
  for each statement execute function bump_data_version('account');
create trigger password_reset_account_version after insert or update or delete or truncate on password_reset
  for each statement execute function bump_data_version('account');
create trigger parent_student_account_version after insert or update or delete or truncate on parent_student
  for each statement execute function bump_data_version('account');
create trigger student_account_version after insert or update or delete or truncate on student
  for each statement execute function bump_data_version('account');
create trigger student_academic_year_account_version after insert or update or delete or truncate on student_academic_year
  for each statement execute function bump_data_version('account');
create trigger student_profile_account_version after insert or update or delete or truncate on student_profile
  for each statement execute function bump_data_version('account');
create trigger batch_member_account_version after insert or update or delete or truncate on batch_member
  for each statement execute function bump_data_version('account');
create trigger batch_account_version after insert or update or delete or truncate on batch
  for each statement execute function bump_data_version('account');
create trigger message_account_version after insert or update or delete or truncate on message
  for each statement execute function bump_data_version('account');

-- The homework list: assignments, the student's submissions, batches and memberships, the
-- student, the institute (its zone).
create trigger assignment_assignments_version after insert or update or delete or truncate on assignment
  for each statement execute function bump_data_version('assignments');
create trigger assignment_submission_assignments_version after insert or update or delete or truncate on assignment_submission
  for each statement execute function bump_data_version('assignments');
create trigger batch_assignments_version after insert or update or delete or truncate on batch
  for each statement execute function bump_data_version('assignments');
create trigger batch_member_assignments_version after insert or update or delete or truncate on batch_member
  for each statement execute function bump_data_version('assignments');
create trigger student_assignments_version after insert or update or delete or truncate on student
  for each statement execute function bump_data_version('assignments');
create trigger institute_assignments_version after insert or update or delete or truncate on institute
  for each statement execute function bump_data_version('assignments');
