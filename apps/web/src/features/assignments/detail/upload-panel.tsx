import { useTranslation } from 'react-i18next';
import { shownFileName } from '@portal/domain/assignments/display';
import { Button } from '../../../components/ui/button.tsx';
import { filePercents, overallPercent } from '../upload-progress.ts';
import type { SaveState } from './use-save.ts';
import styles from './submission.module.css';

type Props = { state: SaveState; onCancel: () => void; onRetry: () => void; onDismiss: () => void };

/**
 * A whole percent (0-100) written as the language writes it: '50%' in English, '50 %' in French
 * and German (with their no-break spaces). The bar's aria-valuetext and the number shown beside
 * it are the same text, so a screen reader says what the eye reads.
 */
function percentFormat(language: string): (percent: number) => string {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (percent) => format.format(percent / 100);
}

/**
 * What the upload is doing: while sending, a bar for the whole request and one per file (native
 * <progress>, role progressbar, each named) with Cancel upload; after a failure or a cancel,
 * the message (the server's, e.g. the 150 MB or full-store one) and Retry, with the reassurance
 * that the form still holds everything; after success a short status until the list opens.
 */
export function UploadPanel({ state, onCancel, onRetry, onDismiss }: Props) {
  const { t, i18n } = useTranslation();
  if (state.phase === 'idle') return null;
  if (state.phase === 'saved') {
    return (
      <p role="status" className={styles.done}>
        {t('assign.upload.done')}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <p className={styles.failedText}>{state.message}</p>
        <p>{t('assign.upload.kept')}</p>
        <div className={styles.row}>
          <Button variant="primary" onClick={onRetry}>
            {t('assign.upload.retry')}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }
  const percent = percentFormat(i18n.language);
  const overall = overallPercent(state.loaded, state.total);
  const percents = filePercents(
    state.files.map((f) => f.size),
    state.loaded,
    state.total,
  );
  return (
    <div className={styles.progress} aria-busy="true">
      <div className={styles.bar}>
        <span className={styles.barLabel}>{t('assign.upload.overall')}</span>
        <progress max={100} value={overall} aria-label={t('assign.upload.overall')} aria-valuetext={percent(overall)} />
        <span className={styles.percent} aria-hidden="true">
          {percent(overall)}
        </span>
      </div>
      {state.files.length > 0 ? (
        <ul className={styles.fileBars}>
          {state.files.map((file, i) => (
            <li key={`${i}-${file.name}`} className={styles.bar}>
              <span className={styles.barLabel} title={file.name}>
                {shownFileName(file.name)}
              </span>
              <progress
                max={100}
                value={percents[i] ?? 0}
                aria-label={t('assign.upload.file', { name: file.name })}
                aria-valuetext={percent(percents[i] ?? 0)}
              />
              <span className={styles.percent} aria-hidden="true">
                {percent(percents[i] ?? 0)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        <Button onClick={onCancel}>{t('assign.upload.cancel')}</Button>
      </div>
    </div>
  );
}
