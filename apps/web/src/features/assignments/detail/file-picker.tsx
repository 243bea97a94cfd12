import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '@portal/domain/assignments/upload-type';
import { Icon } from '../../../components/ui/icon.tsx';
import { UPLOAD } from '../assign-icons.ts';
import styles from './submission.module.css';

type Props = { onFiles: (files: File[]) => void; message: string | null; disabled: boolean };

/**
 * New files [ASSIGN-DETAIL-4]: a labelled drop zone ('Add your files' on a touch screen) and a multiple file input with the domain's
 * accept list [ASSIGN-UPLOAD-5]. The input itself is the keyboard control (visually hidden, its
 * label drawn as a button, its focus shown on the label). What the limits refuse is said under
 * the zone (role alert) and none of the picked files is added.
 */
/** A touch screen has nothing to drag files with: its zone does not offer a drop (decision 090). */
const touchOnly = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(any-pointer: fine)').matches;

export function FilePicker({ onFiles, message, disabled }: Props) {
  const { t } = useTranslation();
  const [touch] = useState(touchOnly);
  const id = useId();
  const [over, setOver] = useState(false);
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(e.dataTransfer.files));
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
      className={`${styles.zone} ${over ? styles.over : ''}`}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <Icon path={UPLOAD} size={28} className={styles.zoneIcon} />
      <p id={`${id}-title`} className={styles.zoneTitle}>
        {t(touch ? 'assign.submission.dropZoneTouch' : 'assign.submission.dropZone')}
      </p>
      <input
        id={`${id}-input`}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className={styles.fileInput}
        disabled={disabled}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = ''; // The same file can be chosen again after a removal.
        }}
      />
      <label htmlFor={`${id}-input`} className={styles.choose}>
        {t('assign.submission.choose')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('assign.submission.hint')}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
