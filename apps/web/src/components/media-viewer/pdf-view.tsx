import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { FileFetch } from './file-fetch.ts';
import type { PdfFile } from './pdf-engine.ts';
import styles from './media-viewer.module.css';

/** The page's width against the viewer's: a phone's page is small, so the reader can enlarge it and scroll. */
const ZOOMS = [1, 1.5, 2, 3] as const;

const isCancelled = (err: unknown) => err instanceof Error && err.name === 'RenderingCancelledException';

/**
 * A PDF page by page [VIEWER-FILE-1]: the page on screen drawn on a canvas as wide as the
 * viewer (or up to three times as wide, scrolled, with the zoom), Previous/Next and 'Page 2 of
 * 8' (read out when it changes). The canvas is an image named by the page and the file. A file that cannot be read says so and leaves the download.
 */
export function PdfView({ get, name }: { get: FileFetch; name: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<PdfFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);
  const [zoom, setZoom] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let open: PdfFile | null = null;
    let live = true;
    const fail = () => live && setFailed(true);
    import('./pdf-engine.ts')
      .then(({ openPdf }) => openPdf(get, fail))
      .then((pdf) => {
        open = pdf;
        if (live) setFile(pdf);
        else pdf.close();
      })
      .catch(fail);
    return () => {
      live = false;
      open?.close();
    };
  }, [get]);

  useEffect(() => {
    const target = canvas.current;
    if (!file || !target) return;
    const width = Math.min(sheet.current?.clientWidth || 800, 1200) * ZOOMS[zoom]!;
    file.render(page, target, width).then(
      () => setDrawn(page),
      (err: unknown) => !isCancelled(err) && setFailed(true),
    );
  }, [file, page, zoom]);

  if (failed) return <p role="alert" className={styles.message}>{t('media.viewer.failed')}</p>;
  return (
    <div className={styles.pdf}>
      {file ? (
        <div className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('media.viewer.previous')}
          </Button>
          <span aria-live="polite">{t('media.viewer.page', { page, count: file.pages })}</span>
          <Button variant="secondary" disabled={page >= file.pages} onClick={() => setPage((p) => p + 1)}>
            {t('media.viewer.next')}
          </Button>
          <span className={styles.zoom}>
            <Button variant="ghost" aria-label={t('media.viewer.zoomOut')} disabled={zoom === 0} onClick={() => setZoom((z) => z - 1)}>
              <span aria-hidden="true">−</span>
            </Button>
            <span aria-live="polite">{t('media.viewer.zoom', { percent: ZOOMS[zoom]! * 100 })}</span>
            <Button variant="ghost" aria-label={t('media.viewer.zoomIn')} disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom((z) => z + 1)}>
              <span aria-hidden="true">+</span>
            </Button>
          </span>
        </div>
      ) : null}
      {drawn !== page ? <Spinner label={t('media.viewer.loading')} /> : null}
      {/* Zoomed, it scrolls sideways: then it takes the focus, so the keys can scroll it too. */}
      <div ref={sheet} className={styles.sheet} tabIndex={zoom > 0 ? 0 : undefined}>
        <canvas
          ref={canvas}
          className={styles.page}
          style={{ width: `${ZOOMS[zoom]! * 100}%` }}
          role="img"
          aria-label={t('media.viewer.pageImage', { page, name })}
          data-page={drawn}
          hidden={!file}
        />
      </div>
    </div>
  );
}
