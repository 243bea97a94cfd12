import DOMPurify from 'dompurify';

// Shared by the notices and the test panel; part of their chunks only: the login page never downloads DOMPurify. Inline SVG and
// MathML are dropped too: notices have no use for them and they are a classic XSS carrier.
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'svg', 'math'];
let hooked = false;

/**
 * Announcement HTML made inert before render [HOME-ANN-6]: no scripts, styles, frames, plugins
 * or forms; no on* handlers; no javascript: (or other non-http) addresses (DOMPurify's URI
 * allow-list). Links open in a new tab without handing this page to the opened one; images
 * without alternative text are marked decorative.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An image the institute gave no text for is decoration to a screen reader, not a
      // nameless graphic (axe image-alt).
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style', 'srcset', 'formaction'], ALLOW_DATA_ATTR: false });
}
