import type { ReactNode } from 'react';
import styles from './screen-frame.module.css';

type FrameProps = {
  /** wide: tables and grids (72rem); narrow: a reading column (48rem); full: the whole main area. */
  width?: 'wide' | 'narrow' | 'full';
  children: ReactNode;
};

/** The section of a signed-in screen, named by its heading (ScreenHeading). */
export function ScreenFrame({ width = 'wide', children }: FrameProps) {
  const widthClass = width === 'full' ? '' : ` ${styles[width]}`;
  return (
    <section className={`${styles.screen}${widthClass}`} aria-labelledby="screen-title">
      {children}
    </section>
  );
}

type HeadingProps = {
  title: string;
  /** Controls that sit beside the title (a year choice, a subscription button). */
  children?: ReactNode;
};

/** The screen's one h1, with the controls that belong beside it. */
export function ScreenHeading({ title, children }: HeadingProps) {
  const heading = (
    <h1 id="screen-title" className={styles.title}>
      {title}
    </h1>
  );
  if (!children) return heading;
  return (
    <div className={styles.head}>
      {heading}
      {children}
    </div>
  );
}
