import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';
import type { PackageFile } from './read-package.ts';

export type OrgBinding = { org: string; bindNow: boolean } | { refused: string };

/**
 * Which OneRoster org is the key's institute (decision 078): the one its first package named
 * (kept as the institute's 'orgs' link); until then, the package's one school (or its one
 * org). A package of another org, or of several schools at once, is refused as a whole.
 */
export async function orgBinding(db: Kysely<DB>, instituteId: number, orgs: PackageFile | undefined): Promise<OrgBinding> {
  const bound = await db.selectFrom('source_record').select('source_id').where('institute_id', '=', instituteId).where('area', '=', 'orgs').executeTakeFirst();
  const rows = (orgs?.records ?? []).map((r) => r.value).filter((v) => (v.status ?? '').trim().toLowerCase() !== 'tobedeleted');
  if (bound) {
    if (!orgs || rows.some((v) => v.sourcedId === bound.source_id)) return { org: bound.source_id, bindNow: false };
    return { refused: `This key's institute imports the org '${bound.source_id}'; orgs.csv does not hold it (${rows.map((v) => `'${v.sourcedId}'`).join(', ') || 'no org'}). Send that org's package.` };
  }
  const schools = rows.filter((v) => (v.type ?? '').trim() === 'school');
  const candidates = schools.length ? schools : rows;
  if (candidates.length !== 1) {
    return { refused: `orgs.csv must name this institute: one school (it holds ${candidates.length}). A package per school: each school is an institute of its own here.` };
  }
  return { org: candidates[0]!.sourcedId ?? '', bindNow: true };
}

export async function bindOrg(db: Kysely<DB>, instituteId: number, org: string, jobId: string): Promise<void> {
  await db
    .insertInto('source_record')
    .values({ institute_id: instituteId, area: 'orgs', source_id: org, local_id: instituteId, digest: '', scope: null, job_id: jobId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
