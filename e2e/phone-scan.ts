/**
 * Runs in the page (page.evaluate(phoneScan)), so it uses nothing from outside itself: what a
 * thumb and an eye meet on the screen as it rests, as a list of problems.
 * - every visible control is at least 44 x 44 px (a link inside a sentence keeps the sentence's
 *   line: the inline exception of WCAG 2.5.8; a radio, a checkbox or a visually hidden input
 *   counts by its label, a link stretched over its card by the card);
 * - no text only in a title tooltip (a title not said by the element's text or name);
 * - no ellipsis or line clamp hiding text, unless the whole text is elsewhere on the screen;
 * - '...' never alone on a line.
 * With a modal open, only the modal can be touched, so only it is measured.
 */
export function phoneScan(): string[] {
  const out: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  // Seen on the page: a skip link waits above it until focused.
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const onPage = box.bottom + window.scrollY > 0 && box.right > 0;
    return box.width > 0 && box.height > 0 && onPage && style.visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
  };
  const scope: ParentNode = document.querySelector('dialog[open]') ?? document;
  const controls = scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="menuitemradio"], [role="menuitem"], [role="option"]');
  for (const el of controls) {
    if (!shown(el) || el.classList.contains('sr-only')) continue;
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
    const own = el.getBoundingClientRect();
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    // A visually hidden input (a file picker) is tapped through its label, which is measured instead.
    const byLabel = el.matches('input[type="radio"], input[type="checkbox"]') || (own.width <= 1 && own.height <= 1 && labels.length > 0);
    // A stretched link (a card's title whose ::after covers the card) is tapped anywhere on its card.
    const after = getComputedStyle(el, '::after');
    const stretched = after.position === 'absolute' && ['top', 'right', 'bottom', 'left'].every((side) => after.getPropertyValue(side) === '0px');
    const card = getComputedStyle(el).position === 'static' ? (el as HTMLElement).offsetParent : el;
    const target = byLabel ? (el.closest('label') ?? labels[0] ?? el) : stretched && card ? card : el;
    const box = target.getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5) out.push(`small target ${describe(el)} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  for (const el of scope.querySelectorAll('[title]')) {
    const title = el.getAttribute('title')?.trim() ?? '';
    if (!title || !shown(el) || el.tagName === 'IFRAME') continue;
    const said = `${(el as HTMLElement).innerText} ${el.getAttribute('aria-label') ?? ''}`;
    if (!said.includes(title)) out.push(`tooltip-only text ${describe(el)}: ${title}`);
  }
  // A cut text is fine where the whole of it is one tap away on the same screen (the one-row
  // header cuts the institute's name; the Menu panel shows it whole, decision 088).
  const uncut = (o: Element) => getComputedStyle(o).webkitLineClamp === 'none' && getComputedStyle(o).textOverflow !== 'ellipsis';
  const wholeElsewhere = (el: HTMLElement) => {
    const text = el.textContent?.trim() ?? '';
    return [...document.querySelectorAll('body *')].some((o) => o !== el && !o.contains(el) && !el.contains(o) && o.children.length === 0 && o.textContent?.trim() === text && uncut(o));
  };
  for (const el of scope.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement) || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && !wholeElsewhere(el)) out.push(`ellipsis hides text ${describe(el)}`);
    if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1 && !wholeElsewhere(el)) out.push(`line clamp hides text ${describe(el)}`);
  }
  // A text ending in dots: the dots' line is the line of the letter before them.
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const m = /\S(\s*)(\.\.\.|…)\s*$/.exec(text);
    if (!m || !node.parentElement || !shown(node.parentElement)) continue;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const from = m.index + 1 + (m[1] ?? '').length;
    const dots = at(from, from + (m[2] ?? '').length);
    const before = at(m.index, m.index + 1);
    if (dots.height > 0 && Math.abs(dots.top - before.top) > 2) out.push(`dots alone on a line: ${text.trim().slice(-30)}`);
  }
  return out;
}
