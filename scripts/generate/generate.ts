// `npm run generate -- --institutes 100 --students 2000`: generated institutes in a PostgreSQL
// database (DATABASE_URL) for benchmarks and query plans. `--help` tells what it makes.
import { sql, type Kysely } from 'kysely';
import { systemClock } from '../../apps/server/src/clock.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { openGeneratorDatabase } from './connect.ts';
import { HELP, parseOptions, type GenerateOptions } from './options.ts';
import { GenerateRefusal, prepareDatabase } from './prepare.ts';
import { generateData } from './run.ts';

const log = (line: string) => console.log(line);

/** The rows added per table, with the table's size after ANALYZE (the planner's estimate). */
async function report(db: Kysely<DB>, added: Map<string, number>): Promise<void> {
  const { rows } = await sql<{ name: string; n: number }>`select relname as name, reltuples::bigint as n from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace`.execute(db);
  const total = new Map(rows.map((r) => [r.name, Number(r.n)]));
  console.log(`\n${'table'.padEnd(24)}${'rows added'.padStart(14)}${'in table (~)'.padStart(16)}`);
  for (const [table, n] of [...added].sort((a, b) => b[1] - a[1])) {
    console.log(`${table.padEnd(24)}${n.toLocaleString('en-US').padStart(14)}${(total.get(table) ?? 0).toLocaleString('en-US').padStart(16)}`);
  }
}

async function main(options: GenerateOptions, url: string): Promise<void> {
  const started = performance.now();
  const { db, close } = openGeneratorDatabase(url);
  try {
    await prepareDatabase(db, systemClock, log);
    log(`generating ${options.institutes} institutes x ${options.students} students (${(options.institutes * options.students).toLocaleString('en-US')} students)`);
    const added = await generateData(db, { ...options, now: systemClock.now(), log });
    const analyzing = performance.now();
    // Fresh statistics, so the first queries after the load are planned on the real sizes.
    await sql`analyze`.execute(db);
    log(`analyze: ${((performance.now() - analyzing) / 1000).toFixed(1)} s`);
    await report(db, added);
    log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

let options: GenerateOptions | null;
try {
  options = parseOptions(process.argv.slice(2));
} catch (err) {
  console.error(`${(err as Error).message}\n\n${HELP}`);
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (options === null) {
  console.log(HELP);
} else if (!url) {
  console.error('npm run generate fills a PostgreSQL server, not the embedded database: set DATABASE_URL, e.g.\n' +
    'DATABASE_URL=postgres://portal:portal@127.0.0.1:5432/portal_scale npm run generate -- --institutes 100 --students 2000');
  process.exitCode = 1;
} else {
  await main(options, url).catch((err: unknown) => {
    console.error(err instanceof GenerateRefusal ? err.message : err);
    process.exitCode = 1;
  });
}
