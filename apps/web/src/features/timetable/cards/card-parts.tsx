import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cutTeacher } from '@portal/domain/timetable/text-cut';
import { CutText } from '../../../components/ui/cut-text.tsx';
import styles from './cards.module.css';

export type HeadingLevel = 3 | 4;
export type CardTone = 'class' | 'live' | 'online-exam' | 'offline-exam';

type CardShellProps = {
  tone: CardTone;
  kind: string;
  title: ReactNode;
  /** The full title when the shown one was cut: whole at a tap and for screen readers (decision 089). */
  fullTitle?: string;
  level: HeadingLevel;
  children: ReactNode;
  aside?: ReactNode;
};

/** A schedule card: an article named by its heading, with its kind above the title. */
export function CardShell({ tone, kind, title, fullTitle, level, children, aside }: CardShellProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <article className={`${styles.card} ${styles[tone] ?? ''}`} aria-labelledby={titleId}>
      <div className={styles.main}>
        <p className={styles.kind}>{kind}</p>
        <Heading id={titleId} className={styles.title}>
          {fullTitle && typeof title === 'string' ? <CutText full={fullTitle} cut={title} /> : title}
        </Heading>
        <dl className={styles.fields}>{children}</dl>
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </article>
  );
}

/**
 * One labelled value. `full` is the text before a cut [TT-CUT-*]: when it differs from what is
 * shown, a tap shows it and a screen reader hears it (decision 089), so nothing is lost on touch.
 */
export function Field({ label, children, full }: { label: string; children: ReactNode; full?: string | null }) {
  const cutAway = typeof children === 'string' && full && full !== children ? full : undefined;
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{cutAway && typeof children === 'string' ? <CutText full={cutAway} cut={children} /> : children}</dd>
    </div>
  );
}

const FALLBACK_PHOTO = `${import.meta.env.BASE_URL}demo/teacher-fallback.svg`;

/** The first address of the comma-separated t_photo_url, or null [TT-OFF-6]. */
export function firstPhoto(list: string | null | undefined): string | null {
  return (list ?? '').split(',').map((s) => s.trim()).find(Boolean) ?? null;
}

/**
 * The teacher's photo and name [TT-OFF-1] [TT-OFF-6]: the first photo of the list, the fallback
 * picture when there is none or it does not load. The photo is decorative (the name is beside it).
 */
export function TeacherField({ name, photos, cut = cutTeacher }: { name: string | null; photos: string; cut?: (text: string | null) => string }) {
  const { t } = useTranslation();
  const first = firstPhoto(photos);
  const [broken, setBroken] = useState<string | null>(null);
  const src = first && first !== broken ? first : FALLBACK_PHOTO;
  const shown = cut(name);
  return (
    <div className={`${styles.field} ${styles.teacher}`}>
      <dt>{t('timetable.field.teacher')}</dt>
      <dd>
        <img className={styles.photo} src={src} alt="" width={32} height={32} loading="lazy" onError={() => setBroken(first)} />
        <span>{name && shown && name !== shown ? <CutText full={name} cut={shown} /> : shown || '-'}</span>
      </dd>
    </div>
  );
}
