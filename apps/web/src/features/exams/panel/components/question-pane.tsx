import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPanelQuestion } from '@portal/contract';
import type { Answer } from '@portal/domain/exam/question-types';
import type { PanelPassage } from '../panel-data.ts';
import { AnswerInput } from './answer-input.tsx';
import { MediaList } from './media-list.tsx';
import { RichText } from '../../../../components/ui/rich-text.tsx';
import styles from './question.module.css';

type Props = {
  question: TPanelQuestion;
  total: number;
  passage: PanelPassage | null;
  answer: Answer | null;
  onChange: (answer: Answer | null) => void;
  readOnly: boolean;
  /** The save state beside the question (attempt), or its outcome (review). */
  status: ReactNode;
  /** Under the input: the review's outcome, key and solution. */
  after?: ReactNode;
};

const fmt = (n: number) => String(Number(n.toFixed(2)));

/**
 * One question: number, marks and save state; its passage beside it (wide) or above it (phone);
 * the stem, media and the input of its kind. The heading takes the focus when the question
 * changes, so a screen reader hears the new question and Tab goes on from there.
 */
export function QuestionPane({ question, total, passage, answer, onChange, readOnly, status, after }: Props) {
  const { t } = useTranslation();
  const idPrefix = `${useId()}-q${question.question_id}`;
  const marks = question.negative_marks > 0
    ? t('examPanel.question.marksNegative', { marks: fmt(question.marks), negative: fmt(question.negative_marks) })
    : t('examPanel.question.marks', { marks: fmt(question.marks) });
  const body = (
    <div className={styles.pane}>
      <RichText html={question.stem_html} block className={styles.stem} />
      <MediaList media={question.media} />
      <AnswerInput question={question} answer={answer} onChange={onChange} readOnly={readOnly} idPrefix={idPrefix} />
      {after}
    </div>
  );
  return (
    <article className={styles.pane} aria-labelledby={`${idPrefix}-title`}>
      <div className={styles.head}>
        <h2 id={`${idPrefix}-title`} className={styles.title} tabIndex={-1} data-question-heading>
          {t('examPanel.question.heading', { n: question.position, total })}
        </h2>
        <span className={styles.marks}>{marks}</span>
        {status}
      </div>
      {passage ? (
        <div className={styles.withPassage}>
          <section className={styles.passage} aria-labelledby={`${idPrefix}-passage`}>
            <h3 id={`${idPrefix}-passage`} className={styles.passageTitle}>
              {passage.title || t('examPanel.question.passage')}
            </h3>
            <RichText html={passage.body_html} block className={styles.stem} />
          </section>
          {body}
        </div>
      ) : (
        body
      )}
    </article>
  );
}
