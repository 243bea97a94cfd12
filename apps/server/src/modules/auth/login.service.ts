import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type TLoginRequest, type TProfileChoice, type TSession } from '@portal/contract';
import {
  LOGIN_OPTION_BLOCKED,
  LOGIN_OPTION_ELSEWHERE,
  LOGIN_OPTION_UNREGISTERED_DEVICE,
  isParentLogin,
  roleLabel,
} from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { dummyHash, verifyPassword } from '../../lib/passwords.ts';
import { accountKey, addressKey, type LoginRateLimiter } from '../../plugins/rate-limit.ts';
import { findLoginCandidates, findStudents, type LoginCandidate, type StudentRow } from './auth.repository.ts';
import { findSessionByTokenHash, hasLiveSessionElsewhere, revokeActiveSessions, revokePresentedSession } from '../../sessions/sessions.ts';
import type { SessionService } from './session.service.ts';
import { revokeFeedsOf } from '../calendar-feed/calendar-feed.service.ts';
import { createLoginKeys } from '../sso/login-key.service.ts';
import {
  carryAlongsideSession,
  liveTemporaryPasswords,
  spendAlongsideSession,
  TemporaryPasswordSpent,
  type LiveReset,
} from '../password/temporary-password-login.service.ts';

export const LOGIN_MESSAGES = {
  success: 'Login successful',
  chooseProfile: 'Select a profile to continue.',
  chooseStudent: 'Select a student to continue.',
  elsewhere: 'You are already logged in on another device.',
  unregisteredDevice: 'This device is not registered for your account.',
  blocked: 'Your account is blocked. Please contact the institute.',
  notAuthorised: 'You are not authorised to log in here. Please use the admin app or website.',
  invalid: 'Invalid Login Details',
  feeDues: 'Kindly clear fees dues to successfully login.',
  noStudents: 'No student is linked to this account. Please contact the institute.',
} as const;

/** What the login call answers with HTTP 200; `opened` means a session (and its cookie). */
export type LoginAnswer =
  | { message: string; result: TProfileChoice[] | { login_option: 10 | 11 | 13; device_id: string } | null }
  | { message: string; result: TSession; opened: { token: string; expiresAt: Date } };

/** Who the session acts for: a student (or null for an open user), or any of a parent's children until one is named. */
type Acting = { studentId: number | null; anyChild: boolean };

/** What the request carried besides its body: the client's address and zone, and the session it presented. */
export type LoginMeta = { ip: string; timeZone: string; presentedTokenHash?: string | undefined };

const feeDues = () => new HttpError(403, ERROR_CODES.feeDues, LOGIN_MESSAGES.feeDues);

/** Whether a child is the profile a re-sent login names by user id [LOGIN-MULTI-4]. */
function childMatches(child: StudentRow, req: TLoginRequest): boolean {
  return (
    child.user_id === req.user_id &&
    (req.institute_id === undefined || child.institute_id === req.institute_id) &&
    (req.user_type === undefined || child.user_type === req.user_type)
  );
}

export type LoginDeps = {
  db: Kysely<DB>;
  clock: Clock;
  sessions: SessionService;
  limiter: LoginRateLimiter;
  /** Told when a login ends other sessions (decision 057). */
  sessionsChanged?: () => void;
};

/** An account the login's credential matched; `reset` when it was the live temporary password. */
type VerifiedAccount = LoginCandidate & { reset: LiveReset | null; firstAnswerSessionId?: string };

/**
 * POST /api/v2/user/v3/login [API-LOGIN-1] [API-GAP-3]. The institute_id of the request is
 * only the branding page's hint: a page at localhost (101) must still sign in a 102 account,
 * so it narrows only together with user_id (a profile chosen in the dialog [LOGIN-MULTI-4]).
 * A single sign-on key (sso_key) stands in for the password [SSO-FLOW-4]: every other outcome
 * (choices, options 10/11/13, fee block) is the same, and a bad key is a wrong password.
 */
export function createLoginService({ db, clock, sessions, limiter, sessionsChanged }: LoginDeps) {
  const loginKeys = createLoginKeys(db);

  /**
   * The accounts the password opens: by the stored hash, or by the account's live temporary
   * password from forgot password (decision 022; the stored one keeps working until the
   * temporary one is used). Both are verified for every candidate, the dummy hash standing in
   * when no temporary password is live, so a wrong password costs the same either way.
   */
  async function verifiedAccounts(req: TLoginRequest, userName: string): Promise<VerifiedAccount[]> {
    if (req.sso_key !== undefined) return (await keyAccounts(req, userName, req.sso_key)).map((c) => ({ ...c, reset: null }));
    const password = req.password ?? ''; // the contract sends one of password and sso_key
    let candidates = await findLoginCandidates(db, userName);
    if (req.user_id !== undefined) {
      const named = candidates.filter(
        (c) =>
          c.id === req.user_id &&
          (req.institute_id === undefined || c.institute_id === req.institute_id) &&
          (req.user_type === undefined || c.user_type === req.user_type),
      );
      candidates = named.length > 0 ? named : await parentsNamingChild(candidates, req);
    }
    const dummy = await dummyHash();
    if (candidates.length === 0) {
      // Same time as a wrong password: two verifications.
      await Promise.all([verifyPassword(dummy, password), verifyPassword(dummy, password)]);
      return [];
    }
    const resets = await liveTemporaryPasswords(db, candidates.map((c) => c.id), clock.now());
    const checked = await Promise.all(
      candidates.map(async (c): Promise<VerifiedAccount | null> => {
        const reset = resets.get(c.id) ?? null;
        const [byPassword, byReset] = await Promise.all([
          verifyPassword(c.password_hash, password),
          verifyPassword(reset?.hash ?? dummy, password),
        ]);
        if (byPassword) return { ...c, reset: null };
        return byReset && reset ? { ...c, reset } : null;
      }),
    );
    return checked.filter((c): c is VerifiedAccount => c !== null);
  }

  /**
   * The account a single sign-on key stands for (decision 018): the key must be live, bound to
   * an account that the user_name names (phone or email), at the request's institute_id when
   * one is sent, and match user_id / user_type when sent. Anything else is no account, which
   * the caller answers exactly like a wrong password.
   */
  async function keyAccounts(req: TLoginRequest, userName: string, key: string): Promise<LoginCandidate[]> {
    const owner = await loginKeys.owner(key, clock.now());
    if (!owner || (req.institute_id !== undefined && req.institute_id !== owner.institute_id)) return [];
    const candidates = await findLoginCandidates(db, userName);
    return candidates.filter(
      (c) =>
        c.id === owner.user_id &&
        c.institute_id === owner.institute_id &&
        (req.user_id === undefined || c.id === req.user_id) &&
        (req.user_type === undefined || c.user_type === req.user_type),
    );
  }

  /**
   * Our client's re-sent choice after a parent's first answer (decision 028): the login names a
   * child and presents the live first-answer session of the same account. That session already
   * reaches every child, so it stands for the credential, which the first answer spent when it
   * was one-time (a single sign-on key, a temporary password): spent once, never reusable.
   */
  async function presentedFirstAnswer(req: TLoginRequest, userName: string, meta: LoginMeta): Promise<VerifiedAccount | null> {
    if (!meta.presentedTokenHash || (req.student_id === undefined && req.user_id === undefined)) return null;
    const row = await findSessionByTokenHash(db, meta.presentedTokenHash);
    const live = row && !row.revoked_at && !row.blocked && row.expires_at.getTime() > clock.now().getTime();
    if (!row || !live || !row.any_child) return null;
    const account = (await findLoginCandidates(db, userName)).find((c) => c.id === row.user_id && isParentLogin(c.user_type));
    return account ? { ...account, reset: null, firstAnswerSessionId: row.id } : null;
  }

  /**
   * A profile the spec's client re-sends for a parent's child [LOGIN-MULTI-4]: the child's
   * user_id, user_type and institute_id with the parent's login and password. The parents among
   * the candidates with such a child stand for it (the child is chosen in actingStudent).
   */
  async function parentsNamingChild(candidates: LoginCandidate[], req: TLoginRequest): Promise<LoginCandidate[]> {
    const parents = candidates.filter((c) => isParentLogin(c.user_type));
    const found = await Promise.all(
      parents.map(async (p) => ((await findStudents(db, { parentUserId: p.id })).some((c) => childMatches(c, req)) ? p : null)),
    );
    return found.filter((p): p is LoginCandidate => p !== null);
  }

  /** The student a login acts for, or any of a parent's children until one is named. */
  async function actingStudent(req: TLoginRequest, user: LoginCandidate): Promise<Acting> {
    if (isParentLogin(user.user_type)) {
      const children = await findStudents(db, { parentUserId: user.id });
      if (children.length === 0) throw new HttpError(403, ERROR_CODES.noStudents, LOGIN_MESSAGES.noStudents);
      let child = children[0]!;
      const byUser = req.user_id !== undefined && req.user_id !== user.id;
      if (req.student_id !== undefined || byUser) {
        const chosen = children.find((c) => (req.student_id !== undefined ? c.student_id === req.student_id : childMatches(c, req)));
        if (!chosen) throw notFound(); // another parent's child
        child = chosen;
      } else if (children.length > 1) {
        // The first answer opens a session for any child whose login is allowed [LOGIN-PARENT-1] [LOGIN-MULTI-3].
        if (!children.some((c) => c.is_login_allowed === 1)) throw feeDues();
        return { studentId: null, anyChild: true };
      }
      if (child.is_login_allowed !== 1) throw feeDues(); // [LOGIN-PARENT-3]
      return { studentId: child.student_id, anyChild: false };
    }
    if (req.student_id !== undefined && req.student_id !== user.student_id) throw notFound();
    if (user.student_id !== null && user.is_login_allowed !== 1) throw feeDues(); // [LOGIN-FEE-1]
    return { studentId: user.student_id, anyChild: false };
  }

  return {
    async login(req: TLoginRequest, meta: LoginMeta): Promise<LoginAnswer> {
      const userName = req.user_name.replace(/\s+/g, '');
      const keys = { account: accountKey(userName), address: addressKey(meta.ip) };
      // Reserved before argon2 runs, in the statement that judges the limit (decision 029): a
      // failure keeps its unit; a correct password gives it back and clears the account's count.
      const reservation = await limiter.reserve(keys);
      const invalidText = () => new HttpError(401, ERROR_CODES.invalidCredentials, LOGIN_MESSAGES.invalid);
      const presented = await presentedFirstAnswer(req, userName, meta);
      const verified = presented ? [presented] : await verifiedAccounts(req, userName);
      if (verified.length === 0) throw invalidText();
      await limiter.release(reservation);
      await limiter.clearAccount(keys);
      // A failure found later (a key or temporary password spent meanwhile) counts unjudged.
      const invalid = async () => {
        await limiter.recordFailure(keys);
        return invalidText();
      };

      // An admin sharing a login with a student or parent is not offered in the dialog.
      const people = verified.some((c) => c.role !== 'admin') ? verified.filter((c) => c.role !== 'admin') : verified;
      if (people.length > 1) {
        return {
          message: LOGIN_MESSAGES.chooseProfile,
          result: people.map((c) => ({
            user_id: c.id,
            user_type: c.user_type,
            institute_id: c.institute_id,
            institute_name: c.institute_name,
            name: c.name,
            display: roleLabel(c),
            is_login_allowed: c.student_id === null ? 1 : c.is_login_allowed ?? 1,
          })),
        };
      }

      const user = people[0]!;
      // A first login from a new browser sends no device id: it gets a new one, like the one our
      // client makes, and is judged with it like any other [LOGIN-OUT-7] [LOGIN-OPT-6].
      const deviceId = req.device_id ?? randomUUID();
      if (user.role === 'admin') return { message: LOGIN_MESSAGES.notAuthorised, result: null }; // [LOGIN-OUT-5]
      if (user.blocked) return { message: LOGIN_MESSAGES.blocked, result: { login_option: LOGIN_OPTION_BLOCKED, device_id: deviceId } };
      // Device restrictions apply when single-device login is on [LOGIN-OPT-6].
      if (user.single_device && user.registered_device_id && user.registered_device_id !== deviceId) {
        return { message: LOGIN_MESSAGES.unregisteredDevice, result: { login_option: LOGIN_OPTION_UNREGISTERED_DEVICE, device_id: deviceId } };
      }
      const now = clock.now();
      if (user.single_device && !req.logout_from_all_devices && (await hasLiveSessionElsewhere(db, user.id, deviceId, now))) {
        return { message: LOGIN_MESSAGES.elsewhere, result: { login_option: LOGIN_OPTION_ELSEWHERE, device_id: deviceId } };
      }

      const acting = await actingStudent(req, user);

      // A single sign-on key is spent by the login that opens a session, a parent's first answer
      // included; the answers above (a refusal, option 10) leave it for a follow-up within its
      // minute. A re-sent choice presenting the first answer's session spends nothing (decision 028).
      if (req.sso_key !== undefined && !presented && !(await loginKeys.spend(req.sso_key, now))) throw await invalid();
      // Only now, with the login certain to succeed, are the other devices signed out [LOGIN-OPT-2].
      // With them end the account's calendar feeds, in the same transaction (decision 029).
      if (req.logout_from_all_devices) {
        await db.transaction().execute(async (trx) => {
          await revokeActiveSessions(trx, user.id, 'replaced', now);
          await revokeFeedsOf(trx, user.id, now);
        });
        sessionsChanged?.();
      }
      // A temporary password, like a key, is spent by the login that opens a session, together
      // with it (decision 022); a login that lost the race to spend it is a wrong password.
      const firstAnswer = presented?.firstAnswerSessionId;
      const alongside = user.reset
        ? await spendAlongsideSession(user.reset, now)
        : firstAnswer
          ? carryAlongsideSession(firstAnswer)
          : undefined;
      const opened = await sessions
        .open(
          { loginUserId: user.id, instituteId: user.institute_id, ...acting, deviceId, timeZone: meta.timeZone },
          alongside,
        )
        .catch(async (err: unknown) => {
          throw err instanceof TemporaryPasswordSpent ? await invalid() : err;
        });
      // The session this browser held for the same account (a parent's first answer, now that a
      // child is chosen) ends: one browser, one session.
      if (meta.presentedTokenHash) {
        await revokePresentedSession(db, meta.presentedTokenHash, user.id, now);
        sessionsChanged?.();
      }
      const message = acting.anyChild ? LOGIN_MESSAGES.chooseStudent : LOGIN_MESSAGES.success;
      return { message, result: opened.session, opened: { token: opened.token, expiresAt: opened.expiresAt } };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
