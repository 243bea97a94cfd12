-- A parent session opened before a child was chosen (decision 028, LOGIN-PARENT-1): the spec's
-- client adopts the chosen child from the login's first answer without a new request, so that
-- answer opens a session in which a call may name any of the parent's children (allowed to log
-- in) and no one else. student_id is then the child named last (null before any), which the
-- calls that name no child act for. Plain PostgreSQL that runs on PostgreSQL 15 and PGlite.
alter table session add column any_child boolean not null default false;
