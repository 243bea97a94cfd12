// `npm run test:postgres` needs a PostgreSQL server: say so plainly instead of failing inside a test.
if (!process.env.DATABASE_URL) {
  console.error('test:postgres needs DATABASE_URL, e.g. DATABASE_URL=postgres://portal:portal@127.0.0.1:5432/postgres');
  process.exit(1);
}
