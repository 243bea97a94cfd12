/**
 * Has the browser save `href` as `fileName`: a hidden <a download> clicked once. For a signed
 * download address (the server answers with Content-Disposition: attachment) or an object URL.
 */
export function saveFile(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
