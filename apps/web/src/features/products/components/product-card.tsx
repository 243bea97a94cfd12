import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProduct } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { productAbout, productAccent, productImage, productPrice } from '@portal/domain/products/product-card';
import { Icon } from '../../../components/ui/icon.tsx';
import { BAG } from '../products-icons.ts';
import styles from './product-card.module.css';

type Props = {
  product: TProduct;
  /** The card's place in its list: its accent [PROD-CARD-6]. */
  index: number;
  /** List cards link to their detail; the detail's own card has no link and the whole about. */
  onOpen?: (product: TProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The detail's card: the picture beside the text where there is room. */
  wide?: boolean;
};

/**
 * A product card [PROD-CARD-1..4] [PROD-CARD-6]: the photo or else the logo, the title, about as
 * plain text, the price ('Free' at 0, else with the currency code), the enrolment and expiry
 * dates (DD-MM-YYYY), on one of five accents. In a list the title is the link to the detail and
 * the whole card its click area.
 */
export function ProductCard({ product, index, onOpen, wide = false }: Props) {
  const { t } = useTranslation();
  const image = productImage(product);
  const price = productPrice(product.price, product.country_details?.currency_code);
  const about = productAbout(product.about);
  return (
    <article className={[styles.card, styles[`accent${productAccent(index)}`], wide ? styles.wide : ''].filter(Boolean).join(' ')} aria-labelledby={`product-${product.id}-title`}>
      <div className={image?.kind === 'logo' ? `${styles.media} ${styles.logo}` : styles.media}>
        {image ? <img src={image.src} alt="" width={800} height={450} loading="lazy" decoding="async" /> : <Icon path={BAG} size={40} />}
      </div>
      <div className={styles.body}>
        <h2 id={`product-${product.id}-title`} className={styles.title}>
          {onOpen ? (
            <Link to={`/product/${product.id}`} className={styles.link} onClick={(e) => onOpen(product, e)}>
              {product.title}
            </Link>
          ) : (
            product.title
          )}
        </h2>
        {about ? <p className={onOpen ? `${styles.about} ${styles.clamped}` : styles.about}>{about}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('products.card.enrolled')}</dt>
            <dd>{formatIsoDate(product.enrolled_date)}</dd>
          </div>
          <div>
            <dt>{t('products.card.expires')}</dt>
            <dd>{formatIsoDate(product.expire_on)}</dd>
          </div>
        </dl>
        {price.kind === 'none' ? null : (
          <p className={styles.price}>
            <span className="sr-only">{t('products.card.price')}: </span>
            {price.kind === 'free' ? t('products.card.free') : price.text}
          </p>
        )}
      </div>
    </article>
  );
}
