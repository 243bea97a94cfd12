// `npm run export -- <area> [--since <cursor>]`: what students did, pulled from a running portal
// over the integration API (issue 34) as JSON lines on stdout, one row per line; the cursor to
// continue from next time is printed on stderr. PORTAL_URL and PORTAL_API_KEY from the environment.
import { parseArgs } from 'node:util';
import { EXPORT_AREAS, EXPORT_MAX_LIMIT } from '@portal/contract';
import { portalClient } from './portal-client.ts';
import { CommandError, runCommand } from './run-command.ts';

const USAGE = `Usage: PORTAL_URL=... PORTAL_API_KEY=... npm run export -- <area> [--since <cursor>]
Areas: ${EXPORT_AREAS.join(', ')}
Rows come as JSON lines on stdout; the cursor for the next run is printed on stderr.`;

type Page = { rows: unknown[]; next: string; has_more: boolean };

await runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { since: { type: 'string' }, help: { type: 'boolean' } } });
  const [area] = positionals;
  if (values.help || !area || !(EXPORT_AREAS as readonly string[]).includes(area)) throw new CommandError(USAGE);
  const client = portalClient();
  let since = values.since;
  let total = 0;
  for (;;) {
    const query = new URLSearchParams({ limit: String(EXPORT_MAX_LIMIT), ...(since ? { since } : {}) });
    const page = await client.json<Page>('GET', `/export/${area}?${query}`);
    for (const row of page.rows) process.stdout.write(`${JSON.stringify(row)}\n`);
    total += page.rows.length;
    since = page.next;
    if (!page.has_more) break;
  }
  process.stderr.write(`${total} row(s). Next time: npm run export -- ${area} --since ${since}\n`);
});
