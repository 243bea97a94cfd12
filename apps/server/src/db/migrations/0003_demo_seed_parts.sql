-- The demo seed parts a demo database has received. A later version's new areas then add
-- their demo data to an existing demo folder at start, while a database that holds an
-- institute's own data (institutes but no recorded part) is never touched.
create table demo_seed_part (
  name text primary key,
  applied_at timestamptz not null default now()
);
