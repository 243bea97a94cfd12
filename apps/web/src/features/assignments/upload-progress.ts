/**
 * Progress per file from the bytes the browser reports sent (decision 027). The request body is
 * the fileJson part, then the files in order, plus a little multipart framing; so the share of
 * the body sent, applied to the files' cumulative sizes, says how far each file is. Values are
 * whole percents, 0-100; a file is at 100 only once all its bytes have gone.
 */
export function filePercents(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const sent = total > 0 ? Math.min(1, Math.max(0, loaded / total)) * sum : 0;
  let before = 0;
  return sizes.map((size) => {
    const start = before;
    before += size;
    if (size <= 0) return sent >= start ? 100 : 0;
    const share = Math.min(size, Math.max(0, sent - start)) / size;
    return share >= 1 ? 100 : Math.floor(share * 100);
  });
}

/** The whole request's progress in whole percents, 0-100. */
export function overallPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  const share = Math.min(1, Math.max(0, loaded / total));
  return share >= 1 ? 100 : Math.floor(share * 100);
}
