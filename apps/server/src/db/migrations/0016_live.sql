-- Live classes and their recordings (issue 16). Plain PostgreSQL that runs on PostgreSQL 15 and
-- PGlite. A recording may be played three ways [LIVE-REC-1..7]: from the institute's storage
-- (download_id, the row's id), as a protected video (video_id, streamed by us with a short-lived
-- token) and on Vimeo (vimeo_video_id); a missing id disables that play.
alter table recording add column video_id text;
alter table recording add column vimeo_video_id text;

-- What a learner watched [LIVE-REC-12] [LIVE-REC-13]: plays counted and seconds watched per
-- video, one row per user and video (the institute kept for the admin's reports).
create table video_watch (
  user_id integer not null references app_user (id) on delete cascade,
  video_id text not null,
  institute_id integer not null references institute (id),
  watch_count integer not null default 0,
  watched_seconds integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (user_id, video_id)
);

-- A play or a watch report names a video by its id: found by index, not by reading every recording.
create index recording_video_idx on recording (video_id) where video_id is not null;
create index recording_vimeo_idx on recording (vimeo_video_id) where vimeo_video_id is not null;
