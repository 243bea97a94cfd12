import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import type { FileFetch } from './file-fetch.ts';
import styles from './media-viewer.module.css';

/** The first 256 KB are plenty for a note; a bigger text file is better downloaded. */
const MOST = 256 * 1024;

/** A plain text file, shown as text (never as markup: textContent, not HTML). */
export function TextView({ get, name, onFailed }: { get: FileFetch; name: string; onFailed: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    get({ headers: { range: `bytes=0-${MOST - 1}` } })
      .then((res) => {
        if (!res.ok) throw new Error(String(res.status));
        return res.text();
      })
      .then((body) => live && setText(body), () => live && onFailed());
    return () => {
      live = false;
    };
  }, [get, onFailed]);
  if (text === null) return <Spinner label={t('media.viewer.loading')} />;
  return (
    <pre className={styles.text} tabIndex={0} role="region" aria-label={name}>
      {text}
    </pre>
  );
}
