import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * The exam screens' error backdrop [EXAM-ERR-1]: the server's message over an inert page, and
 * Cancel (or Escape) going to the dashboard [EXAM-ERR-2]. Unlike the timetable's, it waits for
 * the user: the spec gives it a cancel, not a timer.
 */
export function ExamErrorBackdrop({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = () => navigate('/dashboard');
  return (
    <Dialog
      role="alertdialog"
      title={message}
      onClose={leave}
      footer={
        <Button variant="primary" onClick={leave}>
          {t('exams.err.cancel')}
        </Button>
      }
    >
      <p>{t('exams.err.toDashboard')}</p>
    </Dialog>
  );
}
