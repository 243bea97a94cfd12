import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBanner } from '@portal/contract';
import { BANNER_SCROLL_STEP, bannerTarget, visibleBanners } from '@portal/domain/home/banner-target';
import { Icon } from '../../../components/ui/icon.tsx';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../home-icons.ts';
import styles from './banner-carousel.module.css';

function BannerItem({ banner, newTabId, first }: { banner: TBanner; newTabId: string; first: boolean }) {
  const target = bannerTarget(banner);
  // The first banner is in view from the start, often the page's largest picture: fetched at
  // once and first (issue 14, the dashboard's LCP); the others as they scroll in.
  const image = (
    <img
      className={styles.image}
      src={banner.web_url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
  if (target?.kind === 'internal') {
    return (
      <Link className={styles.link} to={target.path}>
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
        {image}
      </a>
    );
  }
  return image; // is_redir off: a picture, nothing to click [HOME-BANNER-5].
}

/**
 * The banners, the first 5 only [HOME-BANNER-2], in a horizontal scroll strip (touch scrolls
 * natively) with previous/next buttons that move it 300 px [HOME-BANNER-3]. A banner that
 * leads somewhere is a link named by its title [HOME-BANNER-6..8].
 */
export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const newTabId = useId();
  const shown = visibleBanners(banners);
  if (shown.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const left = direction * BANNER_SCROLL_STEP;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
    else el.scrollLeft += left;
  };

  return (
    <section className={styles.carousel} aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('home.banners.label')}
      </h2>
      <span id={newTabId} hidden>
        {t('home.banners.newTab')}
      </span>
      <ul ref={track} className={styles.track}>
        {shown.map((banner, i) => (
          <li key={banner.banner_id} className={styles.slide}>
            <BannerItem banner={banner} newTabId={newTabId} first={i === 0} />
          </li>
        ))}
      </ul>
      {shown.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={t('home.banners.previous')} onClick={() => scroll(-1)}>
            <Icon path={CHEVRON_LEFT} />
          </button>
          <button type="button" className={styles.arrow} aria-label={t('home.banners.next')} onClick={() => scroll(1)}>
            <Icon path={CHEVRON_RIGHT} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The carousel's place while the banners load: the same boxes (a slide, the arrows' row), so the
 * notice board below does not move when they come (issue 14: the dashboard's layout shift).
 */
export function BannerPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={styles.track}>
        <div className={`${styles.slide} ${styles.placeholder}`} />
      </div>
      <div className={styles.controls}>
        <span className={styles.arrowSpace} />
      </div>
    </div>
  );
}
