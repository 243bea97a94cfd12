import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, type PDFDocumentLoadingTask, type PDFPageProxy, type RenderTask } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readRange, readStart, type FileFetch } from './file-fetch.ts';
import { bodySize, type PageLayout } from './zoom-math.ts';

/**
 * pdf.js, loaded only when a PDF opens (it and its worker are the viewer's biggest part). The
 * file is read by byte ranges through our own transport [VIEWER-FILE-1]: the first 64 KB and the
 * cross-reference table at the end, then only what the page on screen needs (disableAutoFetch),
 * so a large file shows its first page before the rest has arrived (RESEARCH: pdf.js #18745),
 * and a lapsed address is renewed between two ranges (file-fetch.ts). No eval (the CSP has none).
 * Not configured (decision 063): JPEG 2000 and CJK maps without embedded fonts, which need
 * pdf.js's wasm and map files served and 'wasm-unsafe-eval' in the CSP.
 */
GlobalWorkerOptions.workerSrc = workerSrc;

const CHUNK = 64 * 1024;
/** iOS draws nothing on a canvas over ~16.7 million pixels: a zoomed page stays under it, CSS scales it up. */
const MAX_CANVAS_PIXELS = 16_000_000;

class RangeTransport extends PDFDataRangeTransport {
  private readonly reads = new AbortController();

  constructor(
    length: number,
    initial: Uint8Array,
    private readonly get: FileFetch,
    private readonly fail: (err: unknown) => void,
  ) {
    super(length, initial);
  }

  override requestDataRange(begin: number, end: number): void {
    readRange(this.get, begin, end, this.length, this.reads.signal).then(
      (chunk) => {
        if (!this.reads.signal.aborted) this.onDataRange(begin, chunk);
      },
      (err: unknown) => {
        if (!this.reads.signal.aborted) this.fail(err);
      },
    );
  }

  override abort(): void {
    this.reads.abort();
  }
}

export type PdfFile = {
  pages: number;
  /**
   * Draws a page for `cssWidth` CSS pixels, sharp on the screen's pixel ratio (CSS sizes the
   * canvas). Resolves false when a later call took the canvas over (the page turned again).
   */
  render: (page: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<boolean>;
  /** The page's size, its text column and body text size, from its text (what the zoom opens at). */
  layout: (page: number) => Promise<PageLayout>;
  close: () => void;
};

/**
 * Opens a PDF; `signal` aborts an open still loading (the viewer closed). Every way out that
 * does not hand the file over destroys pdf.js's task, and with it its worker.
 */
export async function openPdf(get: FileFetch, onFail: (err: unknown) => void, signal: AbortSignal): Promise<PdfFile> {
  const start = await readStart(get, CHUNK, signal);
  const common = { isEvalSupported: false, disableAutoFetch: true, disableStream: true, rangeChunkSize: CHUNK, enableXfa: false };
  let task: PDFDocumentLoadingTask | null = null;
  const destroy = () => void task?.destroy();
  const fail = (err: unknown) => {
    destroy();
    onFail(err);
  };
  task = start.complete ? getDocument({ ...common, data: start.data }) : getDocument({ ...common, range: new RangeTransport(start.length, start.data, get, fail) });
  signal.addEventListener('abort', destroy, { once: true });
  const doc = await task.promise.catch((err: unknown) => {
    destroy(); // a damaged or password-protected file
    throw err;
  });
  let drawing: RenderTask | null = null;
  let generation = 0;
  return {
    pages: doc.numPages,
    async render(number, canvas, cssWidth) {
      const mine = ++generation;
      const page = await doc.getPage(number);
      if (mine !== generation) return false; // a later turn started while this page was read
      drawing?.cancel();
      const base = page.getViewport({ scale: cssWidth / page.getViewport({ scale: 1 }).width });
      const fit = Math.sqrt(MAX_CANVAS_PIXELS / (base.width * base.height));
      const ratio = Math.min(window.devicePixelRatio || 1, fit);
      canvas.width = Math.floor(base.width * ratio);
      canvas.height = Math.floor(base.height * ratio);
      const task = page.render({ canvas, viewport: base, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      drawing = task;
      try {
        await task.promise;
        return mine === generation;
      } finally {
        if (drawing === task) drawing = null;
      }
    },
    layout: (number) => doc.getPage(number).then(pageLayout),
    close: destroy,
  };
}

/** Reads the text's extent across the page and the size most of it is set in (a page of no text: the whole page). */
async function pageLayout(page: PDFPageProxy): Promise<PageLayout> {
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  let left = Infinity;
  let right = -Infinity;
  const sizes: { size: number; chars: number }[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [a, b, , , x] = item.transform as number[];
    left = Math.min(left, x!);
    right = Math.max(right, x! + item.width);
    sizes.push({ size: Math.hypot(a!, b!), chars: item.str.trim().length });
  }
  const found = left < right && left >= 0 && right <= width;
  return { width, height, left: found ? left : 0, right: found ? right : width, bodyPt: bodySize(sizes) };
}
