-- Protected video (issue 16, our replacement of the third-party OTP service): a lease lets one
-- signed-in user stream one video for minutes; the player renews it while open, so a long
-- lecture and a pause keep playing, and closing it (or the session ending) lets it lapse.
-- The id is the playback token (128 random bits); it names no file and binds no IP address.
create table video_lease (
  id text primary key,
  session_id uuid not null references session (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  institute_id integer not null references institute (id),
  video_id text not null,
  file_key text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index video_lease_expires_idx on video_lease (expires_at);
