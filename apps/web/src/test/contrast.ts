/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two '#rrggbb' colours (1 to 21), for the theme tests. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The '#rrggbb' background and text colour of the rule whose selector is exactly `selector` in a
 * stylesheet's text (a badge's pair, e.g. '.urgent' or ':global(.dark) .urgent'), for the
 * badge contrast tests.
 */
export function colourPair(css: string, selector: string): { bg?: string; fg?: string } {
  const escaped = selector.replace(/[.()]/g, (c) => `\\${c}`);
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return { bg: /background:\s*(#[0-9a-f]{6})/i.exec(body)?.[1], fg: /(?:^|\s)color:\s*(#[0-9a-f]{6})/i.exec(body)?.[1] };
}
