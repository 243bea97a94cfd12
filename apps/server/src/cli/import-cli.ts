// `npm run import -- <command>`: an institute's spreadsheets and roster into a running portal
// over the integration API (issue 34). PORTAL_URL and PORTAL_API_KEY come from the environment.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { zipSync } from 'fflate';
import { parseArgs } from 'node:util';
import type { TIngestJob } from '@portal/contract';
import { followJob, jobReport } from './job-report.ts';
import { portalClient } from './portal-client.ts';
import { CommandError, runCommand } from './run-command.ts';

const USAGE = `Usage (PORTAL_URL=... PORTAL_API_KEY=... before each):
  npm run import -- oneroster <roster.zip or a folder of its CSV files> [--dry-run] [--atomic] [--max-delete-percent N]
  npm run import -- csv <area> <file.csv> [--bulk --scope <scope>] [--dry-run] [--atomic] [--max-delete-percent N]
  npm run import -- json <area> <file.json> [--dry-run] [--atomic] [--max-delete-percent N]
  npm run import -- file <source id> <path>         (a file records name by its source id)
  npm run import -- template <area>                 (a CSV header with an example row)
  npm run import -- status <job id>
  npm run import -- errors <job id>                 (all of a job's errors as CSV)
The areas and their fields: GET <PORTAL_URL>/api/ingest/v1/openapi.json`;

async function readInput(path: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (!path) throw new CommandError(USAGE);
  try {
    const size = (await stat(path)).size;
    process.stderr.write(`Sending ${basename(path)} (${(size / 1024).toFixed(0)} KB)...\n`);
    return new Uint8Array(await readFile(path));
  } catch (err) {
    throw new CommandError(`${path}: ${(err as Error).message}`);
  }
}

/** A OneRoster package: the zip, or a folder of its CSV files zipped here. */
async function readPackage(path: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (!path) throw new CommandError(USAGE);
  const isFolder = await stat(path).then((s) => s.isDirectory(), () => false);
  if (!isFolder) return readInput(path);
  const names = (await readdir(path)).filter((n) => n.toLowerCase().endsWith('.csv'));
  if (!names.includes('manifest.csv')) throw new CommandError(`${path}: a OneRoster folder holds manifest.csv and the CSV files it names.`);
  const files = Object.fromEntries(await Promise.all(names.map(async (n) => [n, new Uint8Array(await readFile(join(path, n)))] as const)));
  process.stderr.write(`Sending ${names.length} CSV files of ${path}...\n`);
  return new Uint8Array(zipSync(files));
}

await runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' }, atomic: { type: 'boolean' }, bulk: { type: 'boolean' }, scope: { type: 'string' }, 'max-delete-percent': { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, a, b] = positionals;
  if (values.help || !command) throw new CommandError(USAGE);
  const client = portalClient();
  const query = new URLSearchParams({ wait: '2' });
  if (values['dry-run']) query.set('dry_run', 'true');
  if (values.atomic) query.set('atomic', 'true');
  if (values['max-delete-percent'] !== undefined) query.set('max_delete_percent', values['max-delete-percent']);
  const area = (name: string | undefined) => encodeURIComponent(name ?? '');

  let started: TIngestJob;
  switch (command) {
    case 'oneroster':
      started = await client.json<TIngestJob>('POST', `/oneroster?${query}`, { body: await readPackage(a), type: 'application/zip' });
      break;
    case 'csv':
      if (values.bulk) query.set('mode', 'bulk');
      if (values.scope) query.set('scope', values.scope);
      started = await client.json<TIngestJob>('PUT', `/${area(a)}?${query}`, { body: await readInput(b), type: 'text/csv' });
      break;
    case 'json': {
      const text = new TextDecoder().decode(await readInput(b));
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        throw new CommandError(`${b}: not JSON (${(err as Error).message})`);
      }
      // A list of records, or the whole upload ({ mode, scope, records }).
      const upload = Array.isArray(parsed) ? { mode: 'delta', records: parsed } : parsed;
      started = await client.json<TIngestJob>('PUT', `/${area(a)}?${query}`, { body: JSON.stringify(upload), type: 'application/json' });
      break;
    }
    case 'file': {
      const stored = await client.json<{ outcome: string; size: number; content_type: string }>('PUT', `/files/${area(a)}?name=${encodeURIComponent(basename(b ?? ''))}`, { body: await readInput(b), type: 'application/octet-stream' });
      console.log(`File ${a}: ${stored.outcome} (${stored.size} bytes, ${stored.content_type})`);
      return;
    }
    case 'template':
      process.stdout.write(await (await client.call('GET', `/templates/${area(a)}`)).text());
      return;
    case 'errors':
      process.stdout.write(await (await client.call('GET', `/jobs/${area(a)}/errors.csv`)).text());
      return;
    case 'status':
      started = await client.json<TIngestJob>('GET', `/jobs/${area(a)}`);
      break;
    default:
      throw new CommandError(USAGE);
  }
  const job = await followJob(client, started);
  console.log(jobReport(job));
  if (job.state === 'failed' || job.counts.failed > 0) process.exitCode = 1;
});
