import { ZStudentRecord } from '@portal/contract';
import type { RowProblem } from '../import-records.ts';
import type { PackageFile } from './read-package.ts';

export type Demographic = { date_of_birth?: string; gender?: string };

const birthDate = ZStudentRecord.shape.date_of_birth;
const sex = ZStudentRecord.shape.gender;

/**
 * demographics.csv by the user's sourcedId (decision 080): birthDate and sex, for the students'
 * profiles (the rest, ethnicity and birthplace codes, has no place in the portal). A bad value
 * is the demographics row's error and is left out; the student is imported without it.
 */
export function demographicsOf(file: PackageFile | undefined, problems: RowProblem[]): Map<string, Demographic> {
  const out = new Map<string, Demographic>();
  for (const { line, value: v } of file?.records ?? []) {
    if ((v.status ?? '').trim().toLowerCase() === 'tobedeleted') continue; // the profile keeps what it has
    const found: Demographic = {};
    const check = (column: string, cell: string | undefined, schema: typeof birthDate | typeof sex, key: keyof Demographic) => {
      if (!cell?.trim()) return;
      const parsed = schema.safeParse(cell);
      if (parsed.success) found[key] = parsed.data;
      else problems.push({ file: file!.name, line, source_id: v.sourcedId ?? null, field: column, message: `${column}: ${parsed.error.issues[0]!.message}` });
    };
    check('birthDate', v.birthDate, birthDate, 'date_of_birth');
    check('sex', v.sex, sex, 'gender');
    out.set((v.sourcedId ?? '').trim(), found);
  }
  return out;
}
