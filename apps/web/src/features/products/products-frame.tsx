import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { productContext, type ProductContext } from './product-context.ts';

type Props = {
  route: '/product' | '/product/:id';
  /** Beside the title (the buy-more link). */
  aside?: (ctx: ProductContext) => ReactNode;
  children: (ctx: ProductContext) => ReactNode;
};

/**
 * The frame of both product screens: the title (My Products), the area's texts, and the
 * learner's context. Another learner (a parent's other child) starts the content afresh (its
 * key), so nothing of one child shows for another.
 */
export function ProductsFrame({ route, aside, children }: Props) {
  const { t } = useTranslation();
  // 'media': the viewer the sample videos open.
  const areaTexts = useScreenTexts('products');
  const ready = useScreenTexts('media') && areaTexts;
  const session = useSession();
  const title = useScreenTitle(route);
  const ctx = useMemo(() => (session ? productContext(session) : null), [session]);
  if (!ctx) return null;
  return (
    <ScreenFrame>
      <ScreenHeading title={title}>{ready ? aside?.(ctx) : null}</ScreenHeading>
      {ready ? <div key={`${ctx.instituteId}-${ctx.userId}`}>{children(ctx)}</div> : <Spinner label={t('common.loading')} />}
    </ScreenFrame>
  );
}
