import { expect } from 'vitest';

// What axe's label-content-name-mismatch compares: case, punctuation and spacing do not count.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The text a sighted person reads on a control: its text, less what only screen readers get (sr-only). */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
}

/**
 * WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch checks it: a control named
 * by aria-label must contain the words it shows, so a speech user can say what they see.
 * Controls named by their content pass by construction.
 */
export function expectLabelInName(control: Element): void {
  const label = control.getAttribute('aria-label');
  const seen = normalise(visibleText(control));
  // A single character (an arrow, a ×) is not words; axe skips it too.
  if (label === null || seen.replace(/\s/g, '').length < 2) return;
  expect(normalise(label), `${control.outerHTML.slice(0, 120)}`).toContain(seen);
}
