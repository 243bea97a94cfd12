import { useCallback, useEffect, useRef, useState } from 'react';
import type { TProfileChoice, TSession, TStudentDetail } from '@portal/contract';
import { needsAcademicYearChoice } from '@portal/domain/session/academic-year';
import { getDeviceId } from '../../lib/device-id.ts';
import { showMessageToast } from '../../lib/message-toast.ts';
import { toastError } from '../../lib/show-error.ts';
import { logout } from '../../lib/session/api/logout.ts';
import { switchAcademicYear } from '../../lib/session/api/switch-academic-year.ts';
import { loginRequest, type Credentials, type LoginExtras } from './login-request.ts';
import { runLogin, type LoginStep } from './login-step.ts';

/** The dialog the login screen shows, if any. */
export type LoginPrompt =
  | { kind: 'none' }
  | Extract<LoginStep, { kind: 'chooseProfile' | 'chooseStudent' | 'confirmTakeOver' | 'alert' }>
  | { kind: 'chooseYear'; session: TSession };

const NONE: LoginPrompt = { kind: 'none' };

export type LoginFlowOptions = {
  /** False for a single sign-on: no year popup, the current year is kept (decision 019). */
  askYear?: boolean;
  /** Called when the flow ends without a session: a refusal, the Alert closed, a choice cancelled. */
  onGiveUp?: () => void;
};

/**
 * The login conversation: send, then open the dialog the answer asks for, and re-send with the
 * choice added. The password (or a single sign-on's key) lives only in this hook's memory, and
 * only until the flow ends.
 */
export function useLoginFlow(onSignedIn: (session: TSession) => void, { askYear = true, onGiveUp }: LoginFlowOptions = {}) {
  const credentials = useRef<Credentials | null>(null);
  const extras = useRef<LoginExtras>({});
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<LoginPrompt>(NONE);
  const giveUp = useRef(onGiveUp);
  useEffect(() => {
    giveUp.current = onGiveUp;
  });
  // A parent's first answer opened a session for any child (decision 028); the re-sent choice
  // replaces it on the server. Ending the flow any other way ends it, so no session lingers.
  const firstAnswerOpen = useRef(false);

  const forget = () => {
    credentials.current = null;
    extras.current = {};
    if (firstAnswerOpen.current) {
      firstAnswerOpen.current = false;
      void logout(getDeviceId()).catch(() => undefined);
    }
  };

  const finish = useCallback(
    (session: TSession) => {
      forget();
      setPrompt(NONE);
      onSignedIn(session);
    },
    [onSignedIn],
  );

  const send = useCallback(
    async (more: LoginExtras) => {
      const creds = credentials.current;
      if (!creds) return;
      extras.current = { ...extras.current, ...more };
      setPrompt(NONE);
      setBusy(true);
      const step = await runLogin(loginRequest(creds, extras.current));
      setBusy(false);
      // A session replaces the parent's first one on the server (decision 028).
      if (step.kind === 'chooseStudent' || step.kind === 'session') firstAnswerOpen.current = step.kind === 'chooseStudent';
      if (step.kind === 'session') {
        const s = step.session;
        // The year popup opens on the login page, before navigating (decision 008) [LOGIN-AY-1] [LOGIN-AY-6].
        if (askYear && needsAcademicYearChoice(s.acad_yr_id, s.student_acad_year)) setPrompt({ kind: 'chooseYear', session: s });
        else finish(s);
      } else if (step.kind === 'toast') {
        forget();
        showMessageToast(step.message);
        giveUp.current?.();
      } else {
        if (step.kind === 'alert') forget();
        setPrompt(step);
      }
    },
    [finish, askYear],
  );

  /** Starts a login; `first` carries what the caller already knows (a single sign-on's institute). */
  const start = useCallback(
    (creds: Credentials, first: LoginExtras = {}) => {
      credentials.current = creds;
      extras.current = {};
      void send(first);
    },
    [send],
  );

  const submit = useCallback(
    (user_name: string, password: string) => {
      if (busy) return;
      start({ user_name, password });
    },
    [busy, start],
  );

  const chooseYear = async (session: TSession, yearId: number) => {
    setPrompt(NONE);
    setBusy(true);
    try {
      finish(await switchAcademicYear(yearId));
    } catch (error) {
      // The login itself holds: go on with the current year and say why the switch failed.
      toastError(error);
      finish(session);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    prompt,
    submit,
    start,
    /** [LOGIN-MULTI-4]: re-send with the profile's user, institute and type. */
    chooseProfile: (p: TProfileChoice) => void send({ user_id: p.user_id, institute_id: p.institute_id, user_type: p.user_type }),
    /** [LOGIN-PARENT-1]: re-send with the chosen child. */
    chooseStudent: (s: TStudentDetail) => void send({ student_id: s.student_id }),
    /** [LOGIN-OPT-2]: re-send taking over from the other devices. */
    confirmTakeOver: () => void send({ logout_from_all_devices: true }),
    /** [LOGIN-AY-4] Ok: switch to the chosen year, then go on. */
    chooseYear,
    /** [LOGIN-AY-5] Cancel: go on with the current year (decision 008). */
    skipYear: (session: TSession) => finish(session),
    /** Cancel of a choice, No of the take-over, OK of the Alert: stay on the login page [LOGIN-OPT-3] [LOGIN-MULTI-6]. */
    dismiss: () => {
      forget();
      setPrompt(NONE);
      giveUp.current?.();
    },
  };
}
