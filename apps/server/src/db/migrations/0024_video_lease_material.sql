-- A protected video's lease remembers the study material it was made for (null: a recording),
-- so each renewal asks again whether the learner may still watch it: a course bought for a time
-- ends mid-lecture, a batch left, a material withdrawn; the lease then lapses within a minute
-- instead of renewing for as long as the session lasts (decision 069).
alter table video_lease add column material_id integer references study_material (id) on delete cascade;
