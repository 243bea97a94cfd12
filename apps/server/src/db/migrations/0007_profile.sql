-- Student profiles (issue 6): the details an institute keeps about a student, whether the
-- student may edit some of them, and the stored profile photo. Plain PostgreSQL that runs on
-- both PostgreSQL 15 (Debian) and PGlite.

-- The student_profile_update_restrict setting, reading A of PROFILE-EDIT-3 (decision 020): set
-- means the student may edit their address, birth place, blood group, date of birth and photo.
alter table institute add column student_self_edit boolean not null default false;

-- The stored photo's file-store key (32 hex digits); photo_url stays the address the client
-- shows ('/api/v1/profiles/photo/<key>'). The photo route finds the owner by the key.
alter table app_user add column photo_key text check (photo_key ~ '^[0-9a-f]{32}$');
create unique index app_user_photo_key_idx on app_user (photo_key) where photo_key is not null;

-- One row per student, as the institute records it [S1 §3.12]. Every value may be missing
-- (the screen shows '-'); legacy records write '-1' or '0' for "not chosen" in numbers and
-- list choices, kept as text (PROFILE-DISP-2/3). Aadhar numbers are stored masked as UIDAI
-- asks of anyone who is not the authority ('XXXXXXXX1234': the last four digits only).
-- Name, phone, email and joined date are app_user's; the batches come from batch_member.
create table student_profile (
  student_id integer primary key references student (id) on delete cascade,
  -- The class or standard ('Class 8'), or the course at a coaching institute.
  standard text,
  roll_no text,
  mother_tongue text,
  gender text,
  country text,
  state text,
  birth_place text,
  religion text,
  blood_group text,
  aadhar text,
  -- '1900-01-01' stands for "not known" in legacy records (PROFILE-DISP-4).
  dob date,
  current_address text,
  permanent_address text,
  parent_name text,
  parent_email text,
  parent_profession text,
  parent_phone text,
  parent_aadhar text,
  guardian_name text,
  guardian_email text,
  guardian_phone text,
  updated_at timestamptz not null default now()
);
