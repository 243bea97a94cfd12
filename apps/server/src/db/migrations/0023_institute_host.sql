-- The institute of a host (issue 14): the login page's branding call [API-BRAND-1] looked the
-- host up in every institute's hosts array, a sequential scan that grows with the number of
-- institutes (0.1 ms for 103 against 0.02 ms for 3: the planner prefers the scan to the GIN index
-- at that size, and it ran on every call). This table is keyed by host, so the lookup is one
-- index probe whatever the number of institutes. institute.hosts stays the one place a host is
-- written; a statement-level trigger rebuilds this table from it on any change (institutes are
-- few and rarely change; a statement trigger, unlike a row trigger, is also fired once by the
-- data generator after its bulk load, scripts/generate/triggers.ts).
create table institute_host (
  host text not null,
  institute_id integer not null references institute(id) on delete cascade,
  primary key (host, institute_id)
);

create function rebuild_institute_host() returns trigger language plpgsql as $$
begin
  delete from institute_host;
  insert into institute_host (host, institute_id)
    select distinct h, i.id from institute i cross join lateral unnest(i.hosts) as h;
  return null;
end;
$$;

create trigger institute_host_rebuild after insert or update of hosts or delete on institute
  for each statement execute function rebuild_institute_host();

insert into institute_host (host, institute_id)
  select distinct h, i.id from institute i cross join lateral unnest(i.hosts) as h;

-- The array's own index served only the lookup this table replaces.
drop index institute_hosts_idx;
