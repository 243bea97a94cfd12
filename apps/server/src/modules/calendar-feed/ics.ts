/**
 * Writing iCalendar text (RFC 5545): escaped values, CRLF line ends, lines folded at 75
 * octets without splitting a UTF-8 character.
 */

const MAX_OCTETS = 75;

/** Octets of one code point in UTF-8. */
const utf8Size = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded into lines of at most 75 octets; each continuation starts with a
 * space, which counts in its 75 (RFC 5545 §3.1). Control characters other than the folding
 * are dropped (they are not allowed in a value).
 */
export function foldLine(line: string): string {
  // eslint-disable-next-line no-control-regex -- removing the characters iCalendar forbids
  const clean = line.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
  if (clean.length <= MAX_OCTETS && Buffer.byteLength(clean, 'utf8') <= MAX_OCTETS) return clean;
  // Plain ASCII (most lines): one octet per character, cut by slicing.
  if (/^[\x20-\x7e\t]*$/.test(clean)) {
    const parts = [clean.slice(0, MAX_OCTETS)];
    for (let i = MAX_OCTETS; i < clean.length; i += MAX_OCTETS - 1) parts.push(clean.slice(i, i + MAX_OCTETS - 1));
    return parts.join('\r\n ');
  }
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of clean) {
    const size = utf8Size(char.codePointAt(0)!);
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A property: NAME[;PARAM=...]:value, the value already in its iCalendar form. */
export type IcsProperty = [name: string, value: string];

/** Lines of properties and BEGIN/END markers as one iCalendar text, every line folded and ended by CRLF. */
export function icsText(lines: readonly (IcsProperty | string)[]): string {
  return lines.map((l) => `${foldLine(typeof l === 'string' ? l : `${l[0]}:${l[1]}`)}\r\n`).join('');
}
