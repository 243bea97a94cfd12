-- Word of changes to every server process (decision 057): each process keeps the sessions it has
-- read (issue 14: the session lookup was one of the two round trips of most calls) and must hear
-- at once when one stops serving. A statement that changes what the session lookup reads sends
-- NOTIFY portal_change with the area's name; PostgreSQL delivers it at commit to every process
-- listening, PGlite to its own. Only the columns the lookup reads: a profile photo or a password
-- hash changing says nothing (a password change revokes sessions, which does). Inserts add no row
-- a process has kept. Plain PostgreSQL that runs on PostgreSQL 15 and PGlite.
create function notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_change', tg_argv[0]);
  return null;
end;
$$;

create trigger session_change after update or delete or truncate on session
  for each statement execute function notify_change('session');
create trigger app_user_session_change after update of user_type, account_id, blocked or delete or truncate on app_user
  for each statement execute function notify_change('session');
create trigger student_session_change after update of user_id or delete or truncate on student
  for each statement execute function notify_change('session');
