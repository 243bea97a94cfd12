import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorText } from '../../../lib/show-error.ts';
import { ALERT } from '../exam-icons.ts';

/**
 * A list whose call failed without a server message says the status text in place
 * ('Please check your internet connection!', 'Something went wrong! ...') [EXAM-ERR-3]
 * [ERR-STATUS-1..8], announced at once, with a retry.
 */
export function FailureNote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={ALERT}
        title={errorText(error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('exams.err.retry')}
          </Button>
        }
      />
    </div>
  );
}
