import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPanelEnter } from '@portal/contract';
import { useScreenTexts } from '../../../lib/screen-texts.ts';
import { AttemptScreen } from './attempt-screen.tsx';
import { EntryMessage } from './components/entry-message.tsx';
import { FinishedView } from './components/finished-view.tsx';
import { SignInDialog } from './components/sign-in-dialog.tsx';
import { useAttemptBook } from './hooks/use-attempt-book.ts';
import { useAttemptLock } from './hooks/use-attempt-lock.ts';
import { usePanelEntry } from './hooks/use-panel-entry.ts';
import { layoutOf } from './panel-data.ts';
import { ReviewScreen } from './review-screen.tsx';

/** An attempt's screen once the device's answers are read and merged (this window holding the attempt). */
function HeldAttempt({ data }: { data: TPanelEnter }) {
  const { t } = useTranslation();
  const layout = useMemo(() => layoutOf(data), [data]);
  const { book, onDevice, storeFailed } = useAttemptBook(data);
  if (!book) return <EntryMessage title={t('examPanel.entry.opening')} busy />;
  return <AttemptScreen data={data} layout={layout} book={book} onDevice={onDevice} storeFailed={storeFailed} />;
}

/** One window at a time takes the attempt's answers; another says so and may take over. */
function AttemptLoader({ data }: { data: TPanelEnter }) {
  const { t } = useTranslation();
  const lock = useAttemptLock(data.attempt.attempt_id);
  if (data.attempt.status !== 'in_progress') return <FinishedView finished={{ how: data.attempt.status === 'expired' ? 'time-over' : 'submitted', result: data.result, message: null }} testName={data.test.test_name} />;
  switch (lock.state) {
    case 'waiting':
      return <EntryMessage title={t('examPanel.entry.opening')} busy />;
    case 'elsewhere':
      return <EntryMessage title={t('examPanel.window.elsewhereTitle')} message={t('examPanel.window.elsewhere')} action={{ label: t('examPanel.window.takeOver'), run: lock.takeOver }} />;
    case 'lost':
      return <EntryMessage title={t('examPanel.window.lostTitle')} message={t('examPanel.window.lost')} />;
    case 'held':
      return <HeldAttempt data={data} />;
  }
}

function ReviewLoader({ data }: { data: TPanelEnter }) {
  const layout = useMemo(() => layoutOf(data), [data]);
  return <ReviewScreen data={data} layout={layout} />;
}

/**
 * /my-account/test-panel: our test panel (issue 13, decision 040), a page of its own outside the
 * signed-in shell and in a chunk of its own. It enters with the launch token of its address, then
 * shows the attempt or its review; the texts come from their own files (the login page's bytes
 * stay put).
 */
export function PanelPage() {
  const { t } = useTranslation();
  const ready = useScreenTexts('examPanel');
  const { state, retry } = usePanelEntry();
  const testName = state.kind === 'ready' ? state.data.test.test_name : null;
  useEffect(() => {
    if (ready) document.title = testName ?? t('examPanel.title');
  }, [ready, testName, t]);

  if (!ready || state.kind === 'entering') return <EntryMessage title={ready ? t('examPanel.entry.opening') : '…'} busy />;
  switch (state.kind) {
    case 'ready':
      return state.data.mode === 'review' ? <ReviewLoader data={state.data} /> : <AttemptLoader data={state.data} />;
    case 'sign-in':
      return (
        <>
          <EntryMessage title={t('examPanel.entry.opening')} busy />
          <SignInDialog onSignedIn={retry} />
        </>
      );
    case 'failed':
      return <EntryMessage title={t('examPanel.entry.failed')} message={state.message} action={state.canRetry ? { label: t('examPanel.entry.retry'), run: retry } : undefined} />;
    case 'no-launch':
      return <EntryMessage title={t('examPanel.entry.failed')} message={t('examPanel.entry.noLaunch')} />;
  }
}
