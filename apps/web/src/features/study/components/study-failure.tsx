import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@portal/contract/error-codes';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ALERT } from '../../../components/ui/list-icons.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/show-error.ts';

/**
 * A load that failed. A course whose product expired (409, decision 066) says so, in English
 * the server's own words (which product, since when), translated otherwise; asking again would
 * change nothing, so there is no retry. Any other failure offers to try again.
 */
export function StudyFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === ERROR_CODES.productExpired) return <EmptyState icon={ALERT} title={errorText(error)} />;
  return (
    <EmptyState
      icon={ALERT}
      title={t('study.error')}
      action={
        <Button variant="secondary" onClick={retry}>
          {t('study.retry')}
        </Button>
      }
    />
  );
}
