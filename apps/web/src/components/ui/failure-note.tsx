import { errorText } from '../../lib/show-error.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { ALERT } from './list-icons.ts';

/**
 * A list whose call failed without a server message says the status text in place
 * ('Please check your internet connection!', 'Something went wrong! ...') [EXAM-ERR-3]
 * [ERR-STATUS-1..8], announced at once, with a retry (named by the screen, in its own texts).
 */
export function FailureNote({ error, onRetry, retryLabel }: { error: unknown; onRetry: () => void; retryLabel: string }) {
  return (
    <div role="alert">
      <EmptyState
        icon={ALERT}
        title={errorText(error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
