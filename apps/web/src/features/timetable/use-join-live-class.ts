import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TScheduleItem } from '@portal/contract';
import { errorText } from '../../lib/show-error.ts';
import { showToast } from '../../lib/toast-store.ts';
import { getSessionStart } from './api/get-session-start.ts';
import { genericErrorText, isHandled, serverMessageOf } from './call-errors.ts';
import type { TimetableContext } from './timetable-context.ts';

/** Only web addresses open from Join: a javascript: or data: link from the server is refused. */
export function webLink(link: string | null | undefined): string | null {
  try {
    const url = new URL((link ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Join on a live class card [TT-PHASE-7..11] [LIVE-JOIN-1..8]:
 * - a parent login is refused with 'Parents are not allowed to join';
 * - otherwise the server is asked (API-LIVE-1). A blank tab is opened in the click itself (a tab
 *   opened after the answer would be stopped by pop-up blockers), cut off from this page
 *   (opener null), sent to the session link when the start is allowed and closed when it is not;
 * - refused: the alert 'You cannot start the class ...' (LIVE-JOIN-10 reading A, decision 014);
 * - failed: a 403 has logged out; a server message is a toast and the dashboard; else the
 *   generic toast.
 */
export function useJoinLiveClass(ctx: TimetableContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const join = async (item: TScheduleItem) => {
    if (busy) return;
    if (ctx.isParent) {
      showToast(t('timetable.live.parents'));
      return;
    }
    const link = webLink(item.session_link);
    if (item.session_id === null || link === null) {
      showToast(t('timetable.live.noLink'));
      return;
    }
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const allowed = await getSessionStart(ctx.instituteId, item.session_id, item.live_meeting_with);
      if (!allowed) {
        tab?.close();
        setRefused(true);
      } else if (tab) {
        tab.location.href = link;
      } else if (!window.open(link, '_blank', 'noopener,noreferrer')) {
        showToast(t('timetable.live.popupBlocked'));
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
