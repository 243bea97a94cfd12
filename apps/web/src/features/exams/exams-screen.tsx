import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { ExamTabs, examPanelId, examTabId } from './components/exam-tabs.tsx';
import { OfflineView } from './components/offline-view.tsx';
import { OnlineView } from './components/online-view.tsx';
import { examContext, type ExamContext } from '../../lib/exam-service/exam-context.ts';
import { learnerKey } from '../../lib/learner-key.ts';
import { EXAM } from './exam-icons.ts';
import { useExamParams, type ExamMode } from './use-exam-params.ts';
import styles from './exams-screen.module.css';

/** The tabs and the shown tab's panel; the tab and the label are kept in the address (use-exam-params.ts). */
function ExamsView({ ctx }: { ctx: ExamContext }) {
  const prefix = useId();
  const modes = useMemo(() => (['online', 'offline'] as const).filter((m) => ctx.tabs[m]), [ctx.tabs]);
  const params = useExamParams(modes[0] ?? 'online');
  // An address naming a tab this user does not have opens the first one they do.
  const mode: ExamMode = modes.includes(params.mode) ? params.mode : (modes[0] ?? 'online');
  return (
    <>
      {/* The bar shows the tabs this login has, one of them alone too [EXAM-TAB-1..3]. */}
      <ExamTabs modes={modes} value={mode} onChange={params.setMode} idPrefix={prefix} />
      <div role="tabpanel" id={examPanelId(prefix)} aria-labelledby={examTabId(prefix, mode)} className={styles.panel}>
        {mode === 'online' ? <OnlineView ctx={ctx} labelId={params.labelId} onChooseLabel={params.setLabelId} /> : <OfflineView ctx={ctx} />}
      </div>
    </>
  );
}

/**
 * /exam, My Exam [ROUTE-SCREEN-1]: the Online and Offline tabs [EXAM-TAB-1..3] (decision 034 for
 * EXAM-TAB-4: these tabs, no tab-less view). A login with neither tab (say an open user at an
 * institute whose exams are offline) reads a short note. Another child or academic year starts
 * the screen afresh.
 */
export function ExamsScreen() {
  const { t } = useTranslation();
  // The exam texts live in their own files (the login page's bytes stay put); the common
  // texts give the weekday names of the offline rows.
  const examTexts = useScreenTexts('exams');
  const ready = useScreenTexts() && examTexts;
  const session = useSession();
  const title = useScreenTitle('/exam');
  const ctx = useMemo(() => (session ? examContext(session) : null), [session]);
  if (!session || !ctx) return null;
  let body;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (!ctx.tabs.online && !ctx.tabs.offline) body = <EmptyState icon={EXAM} title={t('exams.notOffered')} />;
  else body = <ExamsView key={learnerKey(session)} ctx={ctx} />;
  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {body}
    </ScreenFrame>
  );
}
