import type { Kysely } from 'kysely';
import type { TSession } from '@portal/contract';
import { canSwitchToYear, endOfLoginDay, isLanguageForced, isParentLogin, resolveLanguage, type StudentYear } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { invalidField } from '../../http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { SessionContext } from '../../session-context.ts';
import {
  findCurrentYear,
  findInstituteYears,
  findStudentYears,
} from './auth.repository.ts';
import { deleteOldSessions, insertSession, revokeSession, setSessionYear } from '../../sessions/sessions.ts';
import { findSessionBasics, findStudentsWithYears } from './session-view.repository.ts';
import { toStudentDetail, yearsByStudent } from './student-details.ts';

/** The facts a session view is drawn from (a stored session, or one being opened). */
type SessionFacts = Pick<
  SessionContext,
  'sessionId' | 'loginUserId' | 'instituteId' | 'studentId' | 'academicYearId' | 'deviceId' | 'timeZone' | 'createdAt' | 'expiresAt'
>;

export type OpenSessionInput = {
  loginUserId: number;
  instituteId: number;
  studentId: number | null;
  /** A parent's first answer with several children: any of them may be named (decision 028). */
  anyChild?: boolean;
  deviceId: string;
  timeZone: string;
};

/**
 * Sessions: opening one at login, and turning a stored one into the ZSession the client
 * draws from. The one place that maps rows to the session shape, used by login, reload
 * (GET /api/v1/session) and the academic-year switch.
 */
const KEEP_ENDED_SESSIONS_MS = 30 * 24 * 3600_000;
const CLEANUP_EVERY_MS = 10 * 60_000;

export function createSessionService(db: Kysely<DB>, clock: Clock, sessionsChanged: () => void = () => {}) {
  let lastCleanup = 0;

  /** The years the acting student belongs to; an open user (no student) has all the institute's. */
  async function yearsOf(instituteId: number, studentId: number | null): Promise<StudentYear[]> {
    if (studentId === null) {
      return (await findInstituteYears(db, instituteId)).map((y) => ({ acad_yr_id: y.id, acad_yr_name: y.name }));
    }
    return yearsByStudent(await findStudentYears(db, [studentId])).get(studentId) ?? [];
  }

  async function view(s: SessionFacts): Promise<TSession> {
    // Two round trips: the account, institute, year and pending reset in one row; then the
    // students with their years (issue 14: the session call is asked on every screen).
    const row = await findSessionBasics(db, s);
    const { login_id, login_user_type, login_account_id, login_name, login_phone, login_email, login_photo_url, login_join_date, login_single_device, year_id, year_start_date, year_end_date, reset_pending, ...inst } = row;
    const login = { id: login_id, user_type: login_user_type, account_id: login_account_id, name: login_name, phone: login_phone, email: login_email, photo_url: login_photo_url, join_date: login_join_date, single_device: login_single_device };
    const year = year_id === null ? undefined : { id: year_id, start_date: year_start_date!, end_date: year_end_date! };
    const isParent = isParentLogin(login.user_type);
    // A parent's session lists all their children, so the client could offer a switch; the
    // acting one is student_id.
    const students = await findStudentsWithYears(db, isParent ? { parentUserId: login.id } : { studentId: s.studentId });
    const years = new Map(students.map((st) => [st.student_id, st.years]));
    const acting = students.find((st) => st.student_id === s.studentId);
    // A parent whose child is not chosen yet has no years of their own: the chosen child's come with it.
    const studentYears = acting ? acting.years : isParent ? [] : await yearsOf(inst.id, null);
    // On a parent login the chosen child's details are adopted; the parent stays in parent_* [LOGIN-PARENT-2] [LOGIN-PARENT-4].
    const person = acting
      ? { user_id: acting.user_id, account_id: acting.account_id, name: acting.name, email: acting.email, phone: acting.phone, photo: acting.photo_url, join: acting.join_date }
      : { user_id: login.id, account_id: login.account_id, name: login.name, email: login.email, phone: login.phone, photo: login.photo_url, join: login.join_date };

    const setUp = {
      file_manager_study_material: inst.file_manager,
      classes: inst.classes_mode,
      exam: inst.exam_mode,
      store: inst.store,
      twitter_url: inst.twitter_url,
      is_fee_struct_linked: inst.fee_struct_linked,
      student_fee_receipt_option: inst.fee_receipts,
      is_marketing_and_banner: inst.marketing_banner,
      is_fine_configured: inst.fine_configured,
    };

    return {
      device_id: s.deviceId,
      login_option: null,
      user_id: person.user_id,
      user_type: login.user_type,
      account_id: person.account_id,
      name: person.name,
      email_id: person.email,
      phone_no: person.phone,
      // The account that signed in: its messages are the ones API-MSG-1 serves (MSG-PHONE-2, decision 028).
      mobile_no: login.phone,
      country_calling_code: inst.country_calling_code,
      photo_url: person.photo,
      join_date: person.join,
      parentslogin: isParent,
      parent_id: isParent ? login.id : null,
      parent_name: isParent ? login.name : null,
      parent_num: isParent ? login.phone : null,
      student_id: acting?.student_id ?? null,
      student_display_id: acting?.display_id ?? null,
      institute_id: inst.id,
      institute_name: inst.name,
      institute_logo_url: inst.logo_url,
      is_institute_type_school: inst.is_school,
      language: isLanguageForced(inst.id) ? resolveLanguage({ instituteId: inst.id }) : inst.language,
      acad_yr_id: year?.id ?? null,
      ay_start_date: year?.start_date ?? null,
      ay_end_date: year?.end_date ?? null,
      student_acad_year: studentYears,
      inst_set_up: setUp,
      inst_plan_det: setUp,
      course_structure_flag: false,
      institute_setup_type: 0,
      _zoom_integration_enable: inst.classes_mode !== 'OFFLINE',
      enable_online_assignment_feature: inst.online_assignment,
      enable_eLearn_feature: inst.elearn,
      enable_single_device_login: login.single_device,
      prodUrl: inst.prod_url,
      help_url: inst.help_url,
      privacy_policy_url: inst.privacy_url,
      terms_and_condition_url: inst.terms_url,
      fg_page_url: inst.facebook_url,
      instagram_url: inst.instagram_url,
      whatsapp_url: inst.whatsapp_url,
      linkedin_url: inst.linkedin_url,
      youtube_url: inst.youtube_url,
      logindatetime: s.createdAt.toISOString(),
      time_zone: s.timeZone,
      expires_at: s.expiresAt.toISOString(),
      student_details: students.map((st) => toStudentDetail(st, years)),
      // Opened with a temporary password and no password change since (decision 022).
      password_reset_pending: Boolean(reset_pending),
    };
  }

  // The views asked again (GET /api/v1/session, every screen), kept per process until the
  // account, its institute, years, children or a pending reset change (decision 058).
  const views = createAreaCache<TSession>('account', 20_000);

  return {
    /** The session as the client draws it, for a stored session: its facts are the key. */
    view(s: SessionFacts): Promise<TSession> {
      const key = JSON.stringify([s.sessionId, s.loginUserId, s.instituteId, s.studentId, s.academicYearId, s.deviceId, s.timeZone, s.createdAt.getTime(), s.expiresAt.getTime()]);
      return views.read(db, key, () => view(s));
    },

    /**
     * Opens a session in the institute's current year (the client offers the year popup when
     * the student is not in it [LOGIN-AY-1]), ending at the login day's local midnight.
     * `alongside` runs in the same transaction as the insert, with the new session's id (a
     * login with a temporary password spends it there: decision 022); if it throws, no session.
     */
    async open(
      input: OpenSessionInput,
      alongside?: (trx: Kysely<DB>, sessionId: string) => Promise<void>,
    ): Promise<{ token: string; expiresAt: Date; session: TSession }> {
      const now = clock.now();
      const expiresAt = endOfLoginDay(now, input.timeZone);
      const year = await findCurrentYear(db, input.instituteId);
      const token = newSessionToken();
      const stored = { ...input, academicYearId: year?.id ?? null, createdAt: now, expiresAt };
      const insert = async (ex: Kysely<DB>) => {
        const id = await insertSession(ex, { ...stored, userId: input.loginUserId, tokenHash: hashToken(token) });
        await alongside?.(ex, id);
        return id;
      };
      const sessionId = alongside ? await db.transaction().execute(insert) : await insert(db);
      const facts: SessionFacts = { ...stored, sessionId };
      // Every login adds a row; rows a month past their end go, at most every 10 minutes.
      if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = now.getTime();
        await deleteOldSessions(db, new Date(now.getTime() - KEEP_ENDED_SESSIONS_MS));
      }
      return { token, expiresAt, session: await view(facts) };
    },

    /** The academic-year switch [SESSION-AY-1] [SESSION-AY-4]: only to one of the student's years. */
    async switchYear(session: SessionContext, yearId: number): Promise<TSession> {
      // A parent's session with no child named yet has no years to switch between.
      const years = session.isParent && session.studentId === null ? [] : await yearsOf(session.instituteId, session.studentId);
      if (!canSwitchToYear(yearId, years)) {
        throw invalidField('acad_yr_id', 'Not one of the academic years of this student');
      }
      await setSessionYear(db, session.sessionId, yearId);
      sessionsChanged();
      return view({ ...session, academicYearId: yearId });
    },

    async logout(session: SessionContext): Promise<void> {
      await revokeSession(db, session.sessionId, 'logout', clock.now());
      sessionsChanged();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
