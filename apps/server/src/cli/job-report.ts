import type { TIngestJob } from '@portal/contract';
import type { PortalClient } from './portal-client.ts';

const FIRST_ERRORS = 10;

const countsLine = (j: TIngestJob) => `created ${j.counts.created}, updated ${j.counts.updated}, unchanged ${j.counts.unchanged}, deleted ${j.counts.deleted}, failed ${j.counts.failed}`;

/** Follows a job until it is done, showing its counts as they grow (on a terminal, on one line). */
export async function followJob(client: PortalClient, first: TIngestJob, out: NodeJS.WriteStream = process.stderr): Promise<TIngestJob> {
  let job = first;
  while (job.state === 'running') {
    out.write(out.isTTY ? `\r  running: ${countsLine(job)}   ` : `  running: ${countsLine(job)}\n`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    job = await client.json<TIngestJob>('GET', `/jobs/${job.id}`);
  }
  if (out.isTTY) out.write('\n');
  return job;
}

/** What a clerk needs from a finished job: its state, counts, why it stopped, the first errors with their lines. */
export function jobReport(job: TIngestJob): string {
  const lines = [`Job ${job.id} (${job.area}${job.dry_run ? ', dry run: nothing was kept' : ''}): ${job.state}`, `  ${countsLine(job)}`];
  if (job.message) lines.push(`  ${job.message}`);
  for (const e of job.errors.slice(0, FIRST_ERRORS)) lines.push(`  ${e.file} line ${e.line}${e.source_id ? ` (${e.source_id})` : ''}: ${e.message}`);
  if (job.error_count > FIRST_ERRORS) lines.push(`  ... ${job.error_count - FIRST_ERRORS} more: npm run import -- errors ${job.id}`);
  return lines.join('\n');
}
