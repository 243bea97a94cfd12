import { useState } from 'react';
import { useNavigate } from 'react-router';
import { genericErrorText, isHandled, serverMessageOf } from './call-failure.ts';
import { getSessionStart } from './session-start.ts';
import { errorText } from './show-error.ts';
import { showToast } from './toast-store.ts';

/** Only web addresses open from Join: a javascript: or data: link from the server is refused. */
export function webLink(link: string | null | undefined): string | null {
  try {
    const url = new URL((link ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What Join reads of a class: the timetable's item and the live classes screen's both have it. */
export type JoinableClass = { session_id: number | null; session_link: string | null; live_meeting_with: string | null };

/** The texts Join shows, translated by the screen (each screen has its own text file). */
export type JoinTexts = { parents: string; noLink: string; popupBlocked: string };

/**
 * Join on a live class [TT-PHASE-7..11] [LIVE-JOIN-1..8], on the timetable and on /live:
 * - a parent login is refused with 'Parents are not allowed to join';
 * - otherwise the server is asked (API-LIVE-1). A blank tab is opened in the click itself (a tab
 *   opened after the answer would be stopped by pop-up blockers), cut off from this page
 *   (opener null), sent to the session link when the start is allowed and closed when it is not;
 * - refused: the alert 'You cannot start the class ...' (LIVE-JOIN-10 reading A, decision 014);
 * - failed: a 403 has logged out; a server message is a toast and the dashboard; else the
 *   generic toast [LIVE-JOIN-8].
 */
export function useLiveJoin({ instituteId, isParent, texts }: { instituteId: number; isParent: boolean; texts: JoinTexts }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const join = async (item: JoinableClass) => {
    if (busy) return;
    if (isParent) {
      showToast(texts.parents);
      return;
    }
    const link = webLink(item.session_link);
    if (item.session_id === null || link === null) {
      showToast(texts.noLink);
      return;
    }
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const allowed = await getSessionStart(instituteId, item.session_id, item.live_meeting_with);
      if (!allowed) {
        tab?.close();
        setRefused(true);
      } else if (tab) {
        tab.location.href = link;
      } else if (!window.open(link, '_blank', 'noopener,noreferrer')) {
        showToast(texts.popupBlocked);
      }
    } catch (error) {
      tab?.close();
      if (isHandled(error)) return;
      if (serverMessageOf(error) === null) {
        showToast(genericErrorText(error));
        return;
      }
      showToast(errorText(error));
      navigate('/dashboard');
    } finally {
      setBusy(false);
    }
  };

  return { join, busy, refused, closeRefused: () => setRefused(false) };
}
