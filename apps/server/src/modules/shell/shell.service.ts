import type { Kysely } from 'kysely';
import { WEB_ACCESS_TOKEN_PLACEHOLDER, type TAcademicYear, type TBrandingItem, type TWebAccessTokenResponse } from '@portal/contract';
import type { DB } from '../../db/types.ts';
import { assertInstitute, type SessionContext } from '../../session-context.ts';
import { findInstituteByHost, listAcademicYears } from './shell.repository.ts';

/**
 * The host part of what the page sent: lower case, without scheme, port, path or a trailing
 * dot ('School.Localhost:3000' -> 'school.localhost', '[::1]:3000' -> '[::1]').
 */
export function normalizeHost(value: string): string {
  const raw = value.trim().toLowerCase();
  try {
    const url = new URL(raw.includes('://') ? raw : `http://${raw}`);
    return url.hostname.replace(/\.$/, '');
  } catch {
    return raw.replace(/:\d+$/, '');
  }
}

export function createShellService(db: Kysely<DB>) {
  return {
    /** The login page's logo and favicon by host [API-BRAND-1] [SHELL-BRAND-1..3]; unknown host: []. */
    async branding(virtualHostUrl: string): Promise<TBrandingItem[]> {
      const inst = await findInstituteByHost(db, normalizeHost(virtualHostUrl));
      if (!inst) return [];
      return [{ logoPath: inst.logo_url, favIconPath: inst.favicon_url, instituteId: inst.id, institute_name: inst.name }];
    },

    /** The institute's academic years, oldest first [API-AY-1]; only the session's institute. */
    async academicYears(session: SessionContext, instituteId: number): Promise<TAcademicYear[]> {
      assertInstitute(session, instituteId);
      const years = await listAcademicYears(db, instituteId);
      return years.map((y) => ({
        inst_acad_year_id: y.id,
        inst_acad_year: y.name,
        start_date: y.start_date,
        end_date: y.end_date,
      }));
    },

    /**
     * The older client's webAccessToken (not in the spec; decision 028): a fixed placeholder for
     * the session's institute, which no route accepts as a credential. Another institute: 404.
     */
    webAccessToken(session: SessionContext, instituteId: number): TWebAccessTokenResponse {
      assertInstitute(session, instituteId);
      return { statusCode: 200, message: 'OK', result: WEB_ACCESS_TOKEN_PLACEHOLDER };
    },
  };
}

export type ShellService = ReturnType<typeof createShellService>;
