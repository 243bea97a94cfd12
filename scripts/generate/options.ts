import { parseArgs } from 'node:util';

export type GenerateOptions = { institutes: number; students: number };

export const HELP = `Usage: DATABASE_URL=postgres://... npm run generate -- [--institutes N] [--students N]

Fills a PostgreSQL database with generated institutes for benchmarks and query plans, next to
the demo institutes (101, 102, 106343), which stay as they are: the demo accounts keep working.

  --institutes N   institutes to add (default 10); odd ones are schools, even ones coaching
                   institutes, with ids 500001, 500002, ...
  --students N     students PER INSTITUTE (default 500): --institutes 100 --students 2000 is
                   200,000 students. About half of them get a parent account.
  --help           this text

Per institute and for the previous and the current academic year: sections of 40 (schools)
or batches of 60 (coaching), a timetable of every teaching day (6 periods at a school, 3
lectures at a coaching institute, one of them online), daily attendance up to yesterday, fee
instalments and payments, notices and SMS alerts, a weekly assignment per batch with the
students' submissions, online tests with attempts and answers, offline exams with marks
(schools), holidays and events, profiles and past sessions, shared documents (about one a
month per subject of each batch, of every type). Every generated account's
password is the demo one (demo1234); logins are phones 6xxxxxxxxx (students) and 8xxxxxxxxx
(parents), e.g. 6000000001 is the first student of institute 500001.

The database is migrated first (apps/server/src/db/migrate.ts) and gets the demo data if it is
empty. Everything is added in one transaction: an interrupted run leaves the database as it
was. A database that already holds generated institutes is refused (recreate it to generate
again), and so is one that holds an institute's own data (no demo seed).
100 institutes x 2000 students (147 million rows, 17 GB) took 14 minutes on 2 cores.`;

function count(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new RangeError(`--${name} must be a whole number from 1 to ${max}, not '${raw}'`);
  return n;
}

/** The command line's options, or null when --help asked for the usage. */
export function parseOptions(argv: string[]): GenerateOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: { institutes: { type: 'string' }, students: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) return null;
  // The bounds keep generated ids (500001.., phones of 9 digits after the prefix) unique.
  return { institutes: count('institutes', values.institutes, 10, 9_000), students: count('students', values.students, 500, 20_000) };
}
