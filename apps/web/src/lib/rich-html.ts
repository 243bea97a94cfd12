import { sanitizeHtml } from './safe-html.ts';
import { texInHtml } from '@portal/domain/format/tex-text';

/**
 * A question's HTML made safe to draw: formulas as readable text first, then the app's one
 * sanitiser (scripts, handlers, frames and forms removed; images without alt marked decorative).
 * The sanitiser lives with the dashboard's notices; reused here rather than copied, so there is
 * one list of what is allowed.
 */
export function richHtml(html: string): string {
  return sanitizeHtml(texInHtml(html, 'html'));
}

/** The same HTML as plain text, for places that take no markup (an <option>, an accessible name). */
export function plainText(html: string): string {
  const text = texInHtml(html, 'plain');
  // A DOMParser document runs no script and loads no image: only the text is read.
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
