import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { feesAcademicYear, showYearDropdown } from '@portal/domain/fees/fees-year';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { academicYearsQuery } from './api/get-academic-years.ts';
import { FeeTabs, feePanelId, feeTabId, type FeeTab } from './components/fee-tabs.tsx';
import { FeesPanel } from './components/fees-panel.tsx';
import { YearSelect } from './components/year-select.tsx';
import { feesContext, offersFees, type FeesContext } from './fees-context.ts';
import { NOT_OFFERED } from './fees-icons.ts';
import styles from './fees-screen.module.css';

/** The fixed artificial delay of a tab switch [FEES-TAB-3]. */
export const TAB_SWITCH_DELAY_MS = 800;

/**
 * The screen under the title: the year dropdown, the tabs and the tab's panel. The year list is
 * the institute's (API-AY-1); the opening year is feesAcademicYear's [FEES-AY-2..4], and with no
 * list the session's year is asked (decision 019).
 */
function FeesView({ ctx, title }: { ctx: FeesContext; title: string }) {
  const prefix = useId();
  // Silent: without a list the screen goes on with the session's year and no dropdown.
  const years = useQuery({ ...academicYearsQuery(ctx.instituteId), meta: { silent: true } });
  const list = years.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const opening = feesAcademicYear({ isSchool: ctx.isSchool, selectedYearId: ctx.selectedYearId, studentYearName: ctx.studentYearName, years: list });
  const yearId = years.isPending ? null : (chosen ?? opening ?? ctx.selectedYearId);

  const [tab, setTab] = useState<FeeTab>('due'); // [FEES-TAB-2]
  const [switching, setSwitching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changeTab = (next: FeeTab) => {
    setTab(next);
    setSwitching(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSwitching(false), TAB_SWITCH_DELAY_MS);
  };

  return (
    <>
      <ScreenHeading title={title}>
        {showYearDropdown(list) && yearId !== null ? <YearSelect years={list} value={yearId} onChange={setChosen} /> : null}
      </ScreenHeading>
      <FeeTabs value={tab} onChange={changeTab} idPrefix={prefix} />
      <div
        role="tabpanel"
        id={feePanelId(prefix)}
        aria-labelledby={feeTabId(prefix, tab)}
        aria-busy={switching || years.isPending}
        className={styles.panel}
      >
        <FeesPanel ctx={ctx} yearId={yearId} tab={tab} waiting={switching || years.isPending} />
      </div>
    </>
  );
}

/** /fees: due details and payment history [FEES-*], or a 'not offered' note for user type 99 (decision 019). */
export function FeesScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts('fees');
  const session = useSession();
  const title = useScreenTitle('/fees');

  if (!session) return null;
  const heading = <ScreenHeading title={title} />;
  let body;
  if (!ready) {
    body = (
      <>
        {heading}
        <Spinner label={t('common.loading')} />
      </>
    );
  } else if (!offersFees(session)) {
    body = (
      <>
        {heading}
        <EmptyState icon={NOT_OFFERED} title={t('fees.notOffered')} text={t('fees.notOfferedHint')} />
      </>
    );
  }
  // Another child or academic year starts the screen afresh: its opening year depends on them.
  else body = <FeesView key={`${session.student_id}-${session.acad_yr_id}`} ctx={feesContext(session)} title={title} />;

  return (
    <ScreenFrame>
      {body}
    </ScreenFrame>
  );
}
