import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPanelEnter } from '@portal/contract';
import { isAnswered, type Answer } from '@portal/domain/exam/question-types';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { ConnectionNotice } from './components/connection-notice.tsx';
import { FinishedView } from './components/finished-view.tsx';
import { Palette } from './components/palette.tsx';
import { PanelHeader } from './components/panel-header.tsx';
import { QuestionActions } from './components/question-actions.tsx';
import { QuestionPane } from './components/question-pane.tsx';
import { SaveStatus } from './components/save-status.tsx';
import { SectionStage } from './components/section-stage.tsx';
import { SignInDialog } from './components/sign-in-dialog.tsx';
import { SubmitDialog } from './components/submit-dialog.tsx';
import type { AnswerBook } from './model/answer-book.ts';
import { countStates, saveStateOf, stateOf } from './model/palette.ts';
import { refusalTextOf } from './model/refusal-text.ts';
import { useBookmarks } from './hooks/use-bookmarks.ts';
import { useCountdown } from './hooks/use-countdown.ts';
import { useQuestionNav } from './hooks/use-question-nav.ts';
import { useReauth } from './hooks/use-reauth.ts';
import { useSubmit } from './hooks/use-submit.ts';
import { useSync } from './hooks/use-sync.ts';
import type { PanelLayout } from './panel-data.ts';
import styles from './components/panel.module.css';

type Props = { data: TPanelEnter; layout: PanelLayout; book: AnswerBook; onDevice: boolean; storeFailed: boolean };

/**
 * Sitting a test (issue 13): the header's timer, sections, the question with its save state, the
 * palette, Submit. Every change goes to the device, then the queue; the clock runs on the server's
 * seconds; a 401 signs in over the test, which stays as it is.
 */
export function AttemptScreen({ data, layout, book, onDevice, storeFailed }: Props) {
  const { t } = useTranslation();
  const attemptId = data.attempt.attempt_id;
  const version = useSyncExternalStore(book.subscribe, book.version);
  const [confirming, setConfirming] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const askSignIn = useCallback(() => setSigningIn(true), []);
  const nav = useQuestionNav(layout, book.visit, book.addTime);
  const bookmarks = useBookmarks(attemptId, data.bookmarked_question_ids);

  const { queue, status } = useSync(book, attemptId, {
    onSignIn: askSignIn,
    onClosed: (code, message) => setFinished({ how: 'closed', result: null, message: refusalTextOf(code, message) }),
    onMsLeft: (ms) => countdown.sync(ms),
    onRefused: (_item, message) => showToast(t('examPanel.save.refused', { message: message ?? '' })),
  });
  const { submit, submitting, offline, finished, setFinished } = useSubmit(attemptId, book, queue, askSignIn);
  const countdown = useCountdown({
    attemptId,
    msLeft: data.attempt.deadline_ms - data.attempt.server_now_ms,
    running: finished === null,
    onZero: () => void submit('time'),
    onEnded: (clock) => setFinished({ how: clock.status === 'expired' ? 'time-over' : 'closed', result: null, message: null }),
    sinceMs: () => book.clock?.sinceMs(),
    onReading: (clock) => {
      book.clock?.observe(clock.server_now_ms, clock.rtt_ms);
      book.adopt(clock.newer);
    },
  });
  const reauth = useReauth(data.test.test_id, attemptId, () => {
    setSigningIn(false);
    if (submitting) void submit(submitting);
    else queue?.resume();
  }, (message) => {
    setSigningIn(false);
    setFinished({ how: 'closed', result: null, message });
  });

  // Recomputed when the book's version moves (a change, a visit, an acknowledgement).
  const states = useMemo(
    () => (version >= 0 ? new Map(layout.questions.map((q) => [q.question_id, stateOf(book.get(q.question_id), book.isVisited(q.question_id))])) : new Map()),
    [layout, book, version],
  );
  const counts = countStates([...states.values()]);
  const question = layout.byId.get(nav.current);

  if (finished) return <FinishedView finished={finished} testName={data.test.test_name} attemptId={attemptId} />;
  if (!question) return null;
  const record = book.get(question.question_id);
  const answer = record?.answer ?? null;
  const sectionNo = layout.sectionOf.get(question.question_id) ?? 0;
  const section = layout.sections.find((s) => s.section_no === sectionNo);
  const change = (next: Answer | null) => void book.change(question.question_id, { answer: next }).then(() => queue?.notify());
  const readOnly = submitting !== null;
  const unanswered = layout.questions.filter((q) => !isAnswered(book.get(q.question_id)?.answer)).map((q) => q.position);

  return (
    <div className={styles.page}>
      <PanelHeader testName={data.test.test_name} secondsLeft={countdown.secondsLeft} announcement={countdown.announcement} />
      <ConnectionNotice status={offline ? 'offline' : status} onDevice={onDevice} storeFailed={storeFailed} />
      <main className={styles.main}>
        {submitting ? <p role="status">{t(submitting === 'time' ? 'examPanel.done.timeUpSending' : 'examPanel.submit.sending')}</p> : null}
        <SectionStage
          layout={layout}
          sectionNo={sectionNo}
          go={nav.go}
          side={
            <div className={styles.side}>
              <div className={styles.card}>
                <Palette title={section?.section_name || t('examPanel.palette.label')} questions={(section?.question_ids ?? []).map((id) => layout.byId.get(id)!)} stateOf={(id) => states.get(id) ?? 'not-visited'} counts={counts} current={question.question_id} onGo={nav.go} />
              </div>
              <Button variant="primary" block disabled={readOnly} onClick={() => setConfirming(true)}>
                {t('examPanel.action.submit')}
              </Button>
            </div>
          }
        >
          <QuestionPane
            question={question}
            total={layout.questions.length}
            passage={question.passage_id !== null ? (layout.passages.get(question.passage_id) ?? null) : null}
            answer={answer}
            onChange={change}
            readOnly={readOnly}
            status={
              <SaveStatus
                state={saveStateOf(record, status, {
                  refused: book.refusal(question.question_id) !== undefined,
                  overtaken: book.isOvertaken(question.question_id),
                  submit: submitting ? (offline ? 'offline' : 'sending') : null,
                })}
                refusal={book.refusal(question.question_id)}
              />
            }
          />
          <QuestionActions
            marked={record?.marked_for_review ?? false}
            answered={isAnswered(answer)}
            bookmarked={bookmarks.isBookmarked(question.question_id)}
            hasPrevious={nav.hasPrevious}
            hasNext={nav.hasNext}
            onMark={() => void book.change(question.question_id, { marked_for_review: !(record?.marked_for_review ?? false) }).then(() => queue?.notify())}
            onClear={() => change(null)}
            onBookmark={() => bookmarks.toggle(question.question_id)}
            onPrevious={nav.previous}
            onNext={nav.next}
            readOnly={readOnly}
          />
        </SectionStage>
      </main>
      {confirming ? (
        <SubmitDialog
          counts={counts}
          unanswered={unanswered}
          unsent={book.unsent().length}
          onCancel={() => setConfirming(false)}
          onSubmit={() => {
            setConfirming(false);
            void submit('student');
          }}
        />
      ) : null}
      {signingIn ? <SignInDialog busy={reauth.busy} onSignedIn={reauth.run} /> : null}
    </div>
  );
}
