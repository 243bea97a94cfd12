import { useMemo } from 'react';
import { richHtml } from '../../lib/rich-html.ts';

type Props = { html: string; block?: boolean; className?: string };

/** A stem, option, passage or solution: formulas as text, then sanitised (model/rich-html.ts). */
export function RichText({ html, block = false, className }: Props) {
  const safe = useMemo(() => ({ __html: richHtml(html) }), [html]);
  return block ? <div className={className} dangerouslySetInnerHTML={safe} /> : <span className={className} dangerouslySetInnerHTML={safe} />;
}
