import { Spinner } from './spinner.tsx';
import styles from './error-backdrop.module.css';

/**
 * A full-screen layer shown after a failure that leaves the screen (e.g. back to the dashboard
 * in 2 seconds): it blocks every click underneath and is announced at once (role alert).
 */
export function ErrorBackdrop({ message, note }: { message: string; note: string }) {
  return (
    <div className={styles.backdrop} role="alert" data-testid="error-backdrop">
      <div className={styles.panel}>
        <p className={styles.message}>{message}</p>
        <p className={styles.note}>
          <Spinner label={note} size="sm" />
          <span aria-hidden="true">{note}</span>
        </p>
      </div>
    </div>
  );
}
