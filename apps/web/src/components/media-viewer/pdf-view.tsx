import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * A pager or zoom button at its limit: announced as unavailable but kept focusable, so the focus
 * does not fall to the page when Next reaches the last page (a disabled button loses it).
 */
function StepButton({ label, atLimit, onStep, children }: { label?: string; atLimit: boolean; onStep: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" aria-label={label} aria-disabled={atLimit} className={atLimit ? styles.atLimit : undefined} onClick={() => !atLimit && onStep()}>
      {children}
    </Button>
  );
}

/**
 * A PDF page by page [VIEWER-FILE-1]: the page on screen drawn on a canvas as wide as the
 * viewer (or up to three times as wide, scrolled, with the zoom), Previous/Next and 'Page 2 of
 * 8' (read out when it changes). The canvas is an image named by the page it shows. A file that
 * cannot be read says so and leaves the download. Closing stops a load still running.
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
    const stop = new AbortController();
    let open: PdfFile | null = null;
    const fail = () => !stop.signal.aborted && setFailed(true);
    import('./pdf-engine.ts')
      .then(({ openPdf }) => openPdf(get, fail, stop.signal))
      .then((pdf) => {
        open = pdf;
        if (stop.signal.aborted) pdf.close();
        else setFile(pdf);
      })
      .catch(fail);
    return () => {
      stop.abort();
      open?.close();
    };
  }, [get]);

  useEffect(() => {
    const target = canvas.current;
    if (!file || !target) return;
    let live = true;
    const width = Math.min(sheet.current?.clientWidth || 800, 1200) * ZOOMS[zoom]!;
    file.render(page, target, width).then(
      (current) => live && current && setDrawn(page),
      (err: unknown) => live && !isCancelled(err) && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [file, page, zoom]);

  if (failed) return <p role="alert" className={styles.message}>{t('media.viewer.failed')}</p>;
  return (
    <div className={styles.pdf}>
      {file ? (
        <div className={styles.pager}>
          <StepButton atLimit={page <= 1} onStep={() => setPage((p) => p - 1)}>
            {t('media.viewer.previous')}
          </StepButton>
          <span aria-live="polite">{t('media.viewer.page', { page, count: file.pages })}</span>
          <StepButton atLimit={page >= file.pages} onStep={() => setPage((p) => p + 1)}>
            {t('media.viewer.next')}
          </StepButton>
          <span className={styles.zoom}>
            <StepButton label={t('media.viewer.zoomOut')} atLimit={zoom === 0} onStep={() => setZoom((z) => z - 1)}>
              <span aria-hidden="true">−</span>
            </StepButton>
            <span aria-live="polite">{t('media.viewer.zoom', { percent: ZOOMS[zoom]! * 100 })}</span>
            <StepButton label={t('media.viewer.zoomIn')} atLimit={zoom === ZOOMS.length - 1} onStep={() => setZoom((z) => z + 1)}>
              <span aria-hidden="true">+</span>
            </StepButton>
          </span>
        </div>
      ) : null}
      {drawn !== page ? <Spinner label={t('media.viewer.loading')} /> : null}
      {/* Zoomed, it scrolls sideways: then it is a named region that takes the focus, so the keys scroll it too. */}
      <div
        ref={sheet}
        className={styles.sheet}
        tabIndex={zoom > 0 ? 0 : undefined}
        role={zoom > 0 ? 'region' : undefined}
        aria-label={zoom > 0 ? t('media.viewer.pageImage', { page: drawn || page, name }) : undefined}
      >
        <canvas
          ref={canvas}
          className={styles.page}
          style={{ width: `${ZOOMS[zoom]! * 100}%` }}
          role="img"
          aria-label={t('media.viewer.pageImage', { page: drawn || page, name })}
          data-page={drawn}
          hidden={!file}
        />
      </div>
    </div>
  );
}
