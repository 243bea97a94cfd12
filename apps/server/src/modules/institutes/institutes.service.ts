import type { Kysely } from 'kysely';
import { hasControlCharacter } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { insertInstitute, instituteExists, instituteName, listInstitutes } from './institutes.repository.ts';

export class InstituteInputError extends Error {}

export type CreateInstitute = { name: string; type: string; hosts: string[]; timezone?: string; language?: string };

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
// The portal's languages: the institute's choice is the language its people start in.
const LANGUAGES = ['en', 'fr', 'hi', 'de'];

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** An institute's own record: created from the command line before its data is imported. */
export function createInstitutesService({ db }: { db: Kysely<DB> }) {
  return {
    async create(input: CreateInstitute): Promise<number> {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 200 || hasControlCharacter(name)) throw new InstituteInputError('--name: give the institute\'s name (1 to 200 characters).');
      if (input.type !== 'school' && input.type !== 'coaching') throw new InstituteInputError("--type: expected 'school' or 'coaching'.");
      const hosts = [...new Set(input.hosts.map((h) => h.trim().toLowerCase()))];
      if (hosts.length === 0) throw new InstituteInputError('--host: give the host name its people open (for example portal.greenfield.edu).');
      const bad = hosts.find((h) => !HOST.test(h));
      if (bad !== undefined) throw new InstituteInputError(`--host: '${bad}' is not a host name (letters, digits, dots and hyphens; no port or scheme).`);
      const timezone = input.timezone ?? 'Asia/Kolkata';
      if (!validTimeZone(timezone)) throw new InstituteInputError(`--timezone: '${timezone}' is not a time zone (for example Asia/Kolkata).`);
      if (input.language !== undefined && !LANGUAGES.includes(input.language)) throw new InstituteInputError(`--language: expected one of ${LANGUAGES.join(', ')}.`);
      return insertInstitute(db, { name, is_school: input.type === 'school', hosts, time_zone: timezone, language: input.language ?? null });
    },
    exists: (id: number) => instituteExists(db, id),
    name: (id: number) => instituteName(db, id),
    list: () => listInstitutes(db),
  };
}

export type InstitutesService = ReturnType<typeof createInstitutesService>;
