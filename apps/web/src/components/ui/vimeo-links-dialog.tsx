import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { TVimeoLinksResponse } from '@portal/contract';
import { vimeoDownloadLinks } from '../../lib/recordings.ts';
import { ListDialog } from './list-dialog.tsx';
import list from './row-list.module.css';
import { Spinner } from './spinner.tsx';

/** The popup's words, from the text file of the screen that opens it. */
export type VimeoLinksTexts = { title: string; loading: string; none: string; failed: string; download: (size: string) => string; downloadText: string };

/** The popup's words from the 'media' texts, for the video named `name` (the screens that open it load them). */
export const vimeoLinksTexts = (t: TFunction, name: string): VimeoLinksTexts => ({
  title: t('media.rec.vimeoTitle', { name }),
  loading: t('media.rec.vimeoLoading'),
  none: t('media.rec.vimeoNone'),
  failed: t('media.rec.vimeoFailed'),
  download: (size) => t('media.rec.vimeoDownloadName', { size }),
  downloadText: t('media.rec.download'),
});

type Props = { vimeoVideoId: string; instituteId: number; texts: VimeoLinksTexts; onClose: () => void };

/**
 * A Vimeo recording's download files [LIVE-VIMEO-1]: each its size as width by height, its short
 * size and a download [LIVE-VIMEO-2]; none is 'No download link found' [LIVE-VIMEO-3]
 * (ERR-TEXT-2: S1's spelling).
 */
export function VimeoLinksDialog({ vimeoVideoId, instituteId, texts, onClose }: Props) {
  const [links, setLinks] = useState<TVimeoLinksResponse['result'] | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    vimeoDownloadLinks(vimeoVideoId, instituteId).then(
      (result) => live && setLinks(result),
      () => live && setLinks('failed'),
    );
    return () => {
      live = false;
    };
  }, [vimeoVideoId, instituteId]);

  let body;
  if (links === null) body = <Spinner label={texts.loading} />;
  else if (links === 'failed') body = <p className={list.note}>{texts.failed}</p>;
  else if (links.length === 0) body = <p className={list.note}>{texts.none}</p>;
  else
    body = (
      <ul className={list.rows}>
        {links.map((l) => {
          const size = `${l.width} x ${l.height}`;
          return (
            <li key={l.link} className={list.row}>
              <p className={list.rowTitle}>
                {size} · {l.size_short}
              </p>
              <div className={list.rowActions}>
                <a className={list.rowLink} href={l.link} target="_blank" rel="noopener noreferrer" download aria-label={texts.download(size)}>
                  {texts.downloadText}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <ListDialog title={texts.title} onClose={onClose}>
      {body}
    </ListDialog>
  );
}
