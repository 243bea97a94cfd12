const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// A tag starts with a letter, '/' or '!' after '<': "x < 5 and y > 3" is text, not a tag.
const TAG = /<\/?[a-z!][^>]*>/gi;

/** One line's text: tags dropped, entities decoded, runs of spaces made one. */
function lineText(line: string): string {
  return line
    .replace(TAG, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? whole;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      // Control characters and lone surrogates are not text (the record refuses them typed in).
      return code >= 0x20 && code <= 0x10ffff && !(code >= 0x7f && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ' ';
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/**
 * The text an HTML description reads as (decision 085): the homework screen shows the
 * description as text with its line breaks (white-space: pre-line), never as HTML, so tags
 * would show as written. Paragraphs, breaks and list items become lines; scripts, styles and
 * every other tag go; entities are decoded. Plain text passes through with its lines.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // A tag written across lines is still one tag.
    .replace(TAG, (tag) => tag.replace(/\s+/g, ' '))
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '• ')
    .split(/\r?\n|\r/)
    .map(lineText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
