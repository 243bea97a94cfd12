import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBookmark } from '@portal/contract';
import { optionLetter, passagePreview, trueFalseAnswer } from '@portal/domain/report/bookmarks';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import styles from './question-view.module.css';

const TRUE_FALSE = 5;

/** A passage: whole up to 550 characters, else its start and a 'Load more' popup with all of it [BOOKMARK-VIEW-2/3]. */
function Passage({ html }: { html: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = passagePreview(html);
  return (
    <section className={styles.block} aria-label={t('reports.view.passage')}>
      <h2 className={styles.label}>{t('reports.view.passage')}</h2>
      {preview.more ? (
        <>
          <p className={styles.text}>{preview.text}</p>
          <button type="button" className={styles.more} onClick={() => setOpen(true)}>
            {t('reports.view.loadMore')}
          </button>
          {open ? (
            <Dialog title={t('reports.view.fullPassage')} onClose={() => setOpen(false)} dismissOnBackdrop>
              <RichText html={html} block />
            </Dialog>
          ) : null}
        </>
      ) : (
        <RichText html={html} block className={styles.text} />
      )}
    </section>
  );
}

/** A part of the view, named by its heading (a region a screen reader can jump to). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.label}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An answer as the learner reads it: true/false in words [BOOKMARK-QT-2], else as written (letters, pairs). */
function answerWords(answer: string, quesType: number, t: (key: string) => string): string {
  if (quesType === TRUE_FALSE) return trueFalseAnswer(answer) ? t('reports.view.true') : t('reports.view.false');
  return answer;
}

/**
 * View Questions [BOOKMARK-VIEW-1..8]: the passage, the question, its media (a video or another
 * file is listed with the note that preview is not available), the options lettered a to z (a
 * to n for matching) [BOOKMARK-VIEW-6/7], then the learner's answer and, once the result is
 * published, the correct one and the solution (decision 043). Formulas read as text (RichText).
 */
export function QuestionView({ bookmark }: { bookmark: TBookmark }) {
  const { t } = useTranslation();
  const b = bookmark;
  // Matching and grid questions: the second column (the right items, the grid's columns), numbered as the answers name them.
  const choices = b.options.map((o) => o.answer_choice_option).filter((c): c is string => c !== null);
  return (
    <article className={styles.view}>
      {b.test_name && b.question_order ? <p className={styles.position}>{t('reports.view.position', { n: b.question_order, test: b.test_name })}</p> : null}
      {b.description ? <Passage html={b.description} /> : null}
      <RichText html={b.question} block className={styles.question} />
      {b.media_data.length > 0 ? (
        <Part title={t('reports.view.media')}>
          <ul className={styles.media}>
            {b.media_data.map((m, i) => (
              <li key={i}>
                {m.media_type} — {t('reports.view.noPreview')}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {b.options.length > 0 ? (
        <Part title={t('reports.view.options')}>
          <ol className={styles.options}>
            {b.options
              .filter((o) => o.answer_option !== '')
              .map((o, i) => (
                <li key={i} className={o.is_correct === 1 ? styles.correct : undefined}>
                  <span className={styles.letter}>{optionLetter(i, b.ques_type) ?? ''}</span>
                  <span className={styles.optionText}>
                    <RichText html={o.answer_option} />
                    {o.is_correct === 1 ? <span className={styles.badge}>{t('reports.view.correctAnswer')}</span> : null}
                  </span>
                </li>
              ))}
          </ol>
        </Part>
      ) : null}
      {choices.length > 0 ? (
        <Part title={t('reports.view.matchWith')}>
          <ol className={styles.options}>
            {choices.map((html, i) => (
              <li key={i}>
                <span className={styles.letter}>{i + 1}</span>
                <span className={styles.optionText}>
                  <RichText html={html} />
                </span>
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
      <dl className={styles.answers}>
        <div>
          <dt>{t('reports.view.yourAnswer')}</dt>
          <dd>{b.attempt_answer ? answerWords(b.attempt_answer, b.ques_type, t) : t('reports.view.notAnswered')}</dd>
        </div>
        <div>
          <dt>{t('reports.view.correctAnswer')}</dt>
          <dd>{b.correct_ans !== null ? answerWords(b.correct_ans, b.ques_type, t) : t('reports.view.pending')}</dd>
        </div>
      </dl>
      {b.alies_feedback ? (
        <Part title={t('reports.view.feedback')}>
          <RichText html={b.alies_feedback} block className={styles.text} />
        </Part>
      ) : null}
    </article>
  );
}
