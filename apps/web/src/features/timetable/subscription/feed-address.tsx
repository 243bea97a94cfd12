import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { COPY } from '../../../components/ui/calendar-icons.ts';
import styles from './calendar-subscription.module.css';

/**
 * The new address in a read-only field with Copy: the clipboard when the browser allows it,
 * else the text is selected for the user to copy; the outcome is announced politely.
 */
export function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setSaid(t('events.feed.copied'));
    } catch {
      // No clipboard (an http page, an old browser) or no permission: select it for Ctrl+C.
      input.current?.focus();
      input.current?.select();
      setSaid(t('events.feed.copyManually'));
    }
  };

  return (
    <div className={styles.address}>
      <label htmlFor={id} className={styles.addressLabel}>
        {t('events.feed.addressLabel')}
      </label>
      <div className={styles.addressRow}>
        <input ref={input} id={id} className={styles.input} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="primary" onClick={() => void copy()}>
          <Icon path={COPY} size={18} />
          {t('events.feed.copy')}
        </Button>
      </div>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </div>
  );
}
