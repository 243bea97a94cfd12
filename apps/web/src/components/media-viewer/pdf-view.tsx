import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import type { FileFetch } from './file-fetch.ts';
import type { PdfFile } from './pdf-engine.ts';
import { usePageZoom } from './use-page-zoom.ts';
import { InToolbar, ToolButton } from './viewer-toolbar.tsx';
import { NEXT, PREVIOUS, ZOOM_IN, ZOOM_OUT } from './viewer-icons.ts';
import type { PageLayout } from './zoom-math.ts';
import styles from './media-viewer.module.css';

const isCancelled = (err: unknown) => err instanceof Error && err.name === 'RenderingCancelledException';

/**
 * A PDF page by page [VIEWER-FILE-1] (decision 090): the page on a canvas in a scrolling area,
 * opened at a scale where its body text reads on a phone, zoomed by pinch, keys or buttons; the
 * pager (only for more than one page, 'Page 2 of 8' read out when it changes) and the zoom sit in
 * the viewer's one toolbar. The canvas is an image named by its page; its data-* attributes give
 * the page's size and body text in points (what a journey checks the text size on screen by).
 * A file that cannot be read says so and leaves the download. Closing stops a load still running.
 */
export function PdfView({ get, name }: { get: FileFetch; name: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<PdfFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);
  // The layout of the page measured last: a turned page is drawn once its own has come.
  const [measured, setMeasured] = useState<{ page: number; layout: PageLayout } | null>(null);
  const layout = measured?.layout ?? null;
  const canvas = useRef<HTMLCanvasElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const zoom = usePageZoom(sheet, layout);

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
    if (!file) return;
    let live = true;
    file.layout(page).then((l) => live && setMeasured({ page, layout: l }), () => live && setFailed(true));
    sheet.current?.scrollTo?.({ top: 0 });
    return () => {
      live = false;
    };
  }, [file, page]);

  const { scale } = zoom;
  useEffect(() => {
    const target = canvas.current;
    if (!file || !target || measured?.page !== page || scale === null) return;
    let live = true;
    file.render(page, target, scale * measured.layout.width).then(
      (current) => live && current && setDrawn(page),
      (err: unknown) => live && !isCancelled(err) && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [file, page, measured, scale]);

  if (failed) return <p role="alert" className={styles.message}>{t('media.viewer.failed')}</p>;
  const shown = zoom.shown !== null && layout ? { width: `${Math.round(zoom.shown * layout.width)}px`, height: `${Math.round(zoom.shown * layout.height)}px` } : undefined;
  const percent = zoom.range && zoom.scale !== null ? Math.round((zoom.scale / zoom.range.min) * 100) : 100;
  const pageName = t('media.viewer.pageImage', { page: drawn || page, name });
  return (
    <div className={styles.pdf}>
      {file ? (
        <InToolbar>
          {file.pages > 1 ? (
            <span className={styles.group}>
              <ToolButton label={t('media.viewer.previous')} icon={PREVIOUS} atLimit={page <= 1} onClick={() => setPage((p) => p - 1)} />
              <span className={styles.count} aria-hidden="true">
                {page}/{file.pages}
              </span>
              <span className="sr-only" aria-live="polite">
                {t('media.viewer.page', { page, count: file.pages })}
              </span>
              <ToolButton label={t('media.viewer.next')} icon={NEXT} atLimit={page >= file.pages} onClick={() => setPage((p) => p + 1)} />
            </span>
          ) : null}
          <span className={styles.group}>
            <ToolButton label={t('media.viewer.zoomOut')} icon={ZOOM_OUT} atLimit={!zoom.range || zoom.scale === zoom.range.min} onClick={zoom.zoomOut} />
            <span className={styles.count} aria-hidden="true">
              {percent}%
            </span>
            <span className="sr-only" aria-live="polite">
              {t('media.viewer.zoom', { percent })}
            </span>
            <ToolButton label={t('media.viewer.zoomIn')} icon={ZOOM_IN} atLimit={!zoom.range || zoom.scale === zoom.range.max} onClick={zoom.zoomIn} />
          </span>
        </InToolbar>
      ) : null}
      {drawn !== page ? <Spinner label={t('media.viewer.loading')} /> : null}
      {/* Scrolls both ways and takes the focus, so the keys scroll and zoom it too. */}
      <div ref={sheet} className={styles.sheet} tabIndex={0} role="region" aria-label={t('media.viewer.pageArea', { name })} onKeyDown={zoom.onKeyDown} {...zoom.pinch}>
        <canvas
          ref={canvas}
          className={styles.page}
          style={shown}
          role="img"
          aria-label={pageName}
          data-page={drawn}
          data-page-width={layout?.width}
          data-body-pt={layout?.bodyPt ?? undefined}
          hidden={!file}
        />
      </div>
    </div>
  );
}
