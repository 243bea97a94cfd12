import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, type PDFDocumentLoadingTask, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readRange, readStart, type FileFetch } from './file-fetch.ts';

/**
 * pdf.js, loaded only when a PDF opens (it and its worker are the viewer's biggest part). The
 * file is read by byte ranges through our own transport [VIEWER-FILE-1]: the first 64 KB and the
 * cross-reference table at the end, then only what the page on screen needs (disableAutoFetch),
 * so a large file shows its first page before the rest has arrived (RESEARCH: pdf.js #18745),
 * and a lapsed address is renewed between two ranges (file-fetch.ts). No eval (the CSP has none).
 */
GlobalWorkerOptions.workerSrc = workerSrc;

const CHUNK = 64 * 1024;

class RangeTransport extends PDFDataRangeTransport {
  constructor(
    length: number,
    initial: Uint8Array,
    private readonly get: FileFetch,
    private readonly fail: (err: unknown) => void,
  ) {
    super(length, initial);
  }

  override requestDataRange(begin: number, end: number): void {
    readRange(this.get, begin, end).then((chunk) => this.onDataRange(begin, chunk), this.fail);
  }
}

export type PdfFile = {
  pages: number;
  /** Draws a page for `cssWidth` CSS pixels, sharp on the screen's pixel ratio (CSS sizes the canvas). */
  render: (page: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  close: () => void;
};

export async function openPdf(get: FileFetch, onFail: (err: unknown) => void): Promise<PdfFile> {
  const start = await readStart(get, CHUNK);
  const common = { isEvalSupported: false, disableAutoFetch: true, disableStream: true, rangeChunkSize: CHUNK, enableXfa: false };
  const task: PDFDocumentLoadingTask = start.complete
    ? getDocument({ ...common, data: start.data })
    : getDocument({ ...common, range: new RangeTransport(start.length, start.data, get, onFail) });
  const doc: PDFDocumentProxy = await task.promise;
  let drawing: RenderTask | null = null;
  return {
    pages: doc.numPages,
    async render(number, canvas, cssWidth) {
      drawing?.cancel();
      const page = await doc.getPage(number);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: cssWidth / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      drawing = task;
      try {
        await task.promise;
      } finally {
        if (drawing === task) drawing = null;
      }
    },
    close: () => void task.destroy(),
  };
}
