import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkNameError, linkUrlError, type NewLink } from '@portal/domain/assignments/submission-limits';
import { Button } from '../../../components/ui/button.tsx';
import styles from './submission.module.css';

type Props = { onAdd: (link: NewLink) => void; disabled: boolean };

/**
 * The add-link form [ASSIGN-LINK-3/4]: a URL of the domain's pattern ('Please enter valid url!')
 * and a name of 1-50 characters ('Please enter valid url name'), each message under its field.
 * The form is hidden by its owner once 5 links exist [ASSIGN-LINK-2].
 */
export function LinkForm({ onAdd, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ url: string | null; name: string | null }>({ url: null, name: null });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { url: linkUrlError(url), name: linkNameError(name) };
    setErrors({ url: next.url && t(next.url), name: next.name && t(next.name) });
    if (next.url || next.name) return;
    onAdd({ url, display_name: name });
    setUrl('');
    setName('');
  };

  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate aria-label={t('assign.submission.addLinkForm')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-url`} className={styles.label}>
          {t('assign.submission.linkUrl')}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          className={styles.input}
          value={url}
          disabled={disabled}
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
        {errors.url ? (
          <p id={`${id}-url-error`} role="alert" className={styles.error}>
            {errors.url}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t('assign.submission.linkName')}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          className={styles.input}
          value={name}
          disabled={disabled}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} role="alert" className={styles.error}>
            {errors.name}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={disabled} className={styles.addLink}>
        {t('assign.submission.addLink')}
      </Button>
    </form>
  );
}
