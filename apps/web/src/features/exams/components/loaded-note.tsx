import { useTranslation } from 'react-i18next';

/**
 * The tests-received message [EXAM-TOAST-1] (the spec gives no wording), said where the list is
 * rather than in a toast: a toast on every label choice covered the header and the Menu button
 * on a phone for 6 s (issue 35, decision 088). A polite status, heard by a screen reader each
 * time a choice's list has arrived; a sighted user sees the list itself come. `loaded` is false
 * while the list is asked for, so the arrival of a new choice's list is news again.
 */
export function LoadedNote({ loaded, textKey }: { loaded: boolean; textKey: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="sr-only">
      {loaded ? t(textKey) : ''}
    </p>
  );
}
