import { useSyncExternalStore } from 'react';
import type { TSession } from '@portal/contract';
import { isSessionExpired, isValidTimeZone } from '@portal/domain/session/expiry';
import { DEFAULT_PRODUCT_TAB, STORAGE_KEYS } from './storage-keys.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** Why the last session ended: a logout goes to a plain login page, the others carry the address. */
export type EndReason = 'logout' | 'forbidden' | 'expired';
type State = { session: TSession | null; ended: EndReason | null };

let state: State = { session: null, ended: null };
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const l of listeners) l();
}

/** A stored value someone edited by hand must not crash the shell. */
function looksLikeSession(value: unknown): value is TSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<TSession>;
  return (
    typeof s.user_id === 'number' &&
    s.user_id !== 0 &&
    typeof s.user_type === 'number' &&
    typeof s.institute_id === 'number' &&
    typeof s.logindatetime === 'string' &&
    typeof s.expires_at === 'string' &&
    typeof s.inst_set_up === 'object' &&
    s.inst_set_up !== null &&
    Array.isArray(s.student_acad_year)
  );
}

/** Over when the login's calendar day has passed [SESSION-EXP-1..3] or the server's end is reached. */
export function hasExpired(session: TSession, now: Date): boolean {
  const zone = isValidTimeZone(session.time_zone) ? session.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const loginAt = new Date(session.logindatetime);
  if (Number.isNaN(loginAt.getTime())) return true;
  const end = Date.parse(session.expires_at);
  return isSessionExpired(loginAt, now, zone) || (!Number.isNaN(end) && end <= now.getTime());
}

function readFromStorage(now: Date): State {
  const raw = readStored(STORAGE_KEYS.session);
  if (!raw) return { session: null, ended: null };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (looksLikeSession(parsed) && !hasExpired(parsed, now)) return { session: parsed, ended: null };
  clearStoredSession();
  return { session: null, ended: looksLikeSession(parsed) ? 'expired' : null };
}

/** What a logout leaves behind: no session, no promo flag, products on their first tab; the device id stays [SESSION-LOGOUT-1..4]. */
function clearStoredSession() {
  removeStored(STORAGE_KEYS.session);
  removeStored(STORAGE_KEYS.alreadyLoggedIn);
  writeStored(STORAGE_KEYS.productTab, DEFAULT_PRODUCT_TAB);
}

let listening = false;

/** Reads the stored session once at start; a session from an earlier day is logged out [SESSION-EXP-1]. */
export function initSessionStore(now: Date = new Date()): void {
  emit(readFromStorage(now));
  if (listening) return;
  listening = true;
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.session && e.key !== null) return;
    const next = readFromStorage(new Date());
    emit(next.session ? next : { session: null, ended: state.session ? 'logout' : state.ended });
  });
}

export function getSession(): TSession | null {
  return state.session;
}

/** Keeps the session (names, ids, settings: no secret) so a reload stays signed in [SESSION-STORE-1]. */
export function setSession(session: TSession): void {
  const text = JSON.stringify(session);
  // The same session again (the server confirming the stored one after a reload): every screen
  // and the shell read the session, and telling them would re-render the whole page at once
  // (issue 14, the dashboard's TBT on a phone).
  if (state.session && state.ended === null && text === JSON.stringify(state.session) && readStored(STORAGE_KEYS.session) === text) return;
  writeStored(STORAGE_KEYS.session, text);
  emit({ session, ended: null });
}

export function endSession(reason: EndReason): void {
  clearStoredSession();
  emit({ session: null, ended: reason });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): TSession | null {
  return useSyncExternalStore(subscribe, () => state.session);
}

export function useSessionEnd(): EndReason | null {
  return useSyncExternalStore(subscribe, () => state.ended);
}
