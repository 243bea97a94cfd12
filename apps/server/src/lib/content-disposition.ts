/**
 * `attachment` (or `inline`: shown, not saved) with the original name (RFC 6266): an ASCII fallback in filename="..." (anything
 * outside printable ASCII, quotes, backslashes and percent signs become '_') and the exact name
 * as UTF-8 in filename*=UTF-8''... (RFC 8187, formerly 5987), which every current browser
 * prefers. Control characters never reach a header: the name was cleaned when uploaded, and
 * encodeURIComponent escapes whatever is left.
 */
export function attachmentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
