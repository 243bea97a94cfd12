import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@portal/domain/route/paths';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import page from '../../../../components/ui/standalone-page.module.css';

type Props = { title: string; message?: string; busy?: boolean; action?: { label: string; run: () => void } };

/** The panel page before the test shows: opening, or why it cannot open, with the way back to My Exam. */
export function EntryMessage({ title, message, busy = false, action }: Props) {
  const { t } = useTranslation();
  return (
    <main className={page.page}>
      <div className={page.card} aria-busy={busy}>
        <h1 className={page.title}>{title}</h1>
        {message ? (
          <p className={page.text} role={busy ? 'status' : 'alert'}>
            {message}
          </p>
        ) : null}
        {busy ? <Spinner label={title} /> : null}
        {action ? (
          <Button variant="primary" onClick={action.run}>
            {action.label}
          </Button>
        ) : null}
        {busy ? null : (
          // A full page load: the panel window has no shell, and My Exam needs it.
          <a className={page.action} href={`${BASE_PATH}/exam`}>
            {t('examPanel.entry.toExams')}
          </a>
        )}
      </div>
    </main>
  );
}
