/**
 * The id shown in a protected video's moving watermark (decision 062): enough of the viewer's
 * login to trace a recording of the screen to them, not enough to be read off by others: the
 * first two and last two characters, the rest as dots ('90••••••01'); a login of four characters
 * or fewer shows only its last one.
 */
export function maskedViewerId(login: string | null | undefined): string {
  const chars = Array.from((login ?? '').trim());
  if (chars.length === 0) return '';
  if (chars.length <= 4) return `${'•'.repeat(chars.length - 1)}${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}${'•'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}
