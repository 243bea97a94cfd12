import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession, TSharedFile } from '@portal/contract';
import { docFilterOptions, shownDocSubject } from '@portal/domain/documents/doc-filters';
import { docGroups, noFiles, type DocType } from '@portal/domain/documents/doc-types';
import { dayKey } from '@portal/domain/format/date-time';
import type { MediaItem } from '../../components/media-viewer/media-viewer.tsx';
import { MediaViewer } from '../../components/media-viewer/media-viewer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FILE } from '../../components/ui/file-icons.ts';
import { ALERT } from '../../components/ui/list-icons.ts';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VimeoLinksDialog, vimeoLinksTexts } from '../../components/ui/vimeo-links-dialog.tsx';
import { learnerKey } from '../../lib/learner-key.ts';
import { countFileDownload, useFileDownload } from '../../lib/use-file-download.ts';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { fileAddress, useFiles, useSubjects } from './api/documents-api.ts';
import { DocFilters } from './components/doc-filters.tsx';
import { DocGroups } from './components/doc-groups.tsx';
import { documentsContext, type DocumentsContext } from './documents-context.ts';
import styles from './document-screen.module.css';

function Failure({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return <EmptyState icon={ALERT} title={t('documents.error')} action={<Button variant="secondary" onClick={retry}>{t('documents.retry')}</Button>} />;
}

/** What the viewer shows of a card: the file by its address, or the Vimeo or YouTube player [DOC-VID-1/2]. */
function viewerItem(ctx: DocumentsContext, file: TSharedFile, type: DocType, download: (() => void) | undefined): MediaItem {
  if (type === 'Vimeo') return { kind: 'vimeo', title: file.title, videoId: file.vimeo_video_id ?? '' };
  if (type === 'Youtube') return { kind: 'youtube', title: file.title, videoId: file.proc_id ?? '' };
  const address = fileAddress(ctx, file.file_id);
  return { kind: 'file', title: file.title, fileName: file.file_name ?? '', address: () => Promise.resolve(address), download };
}

function Documents({ ctx }: { ctx: DocumentsContext }) {
  const { t } = useTranslation();
  const subjects = useSubjects(ctx);
  const options = docFilterOptions(subjects.data, ctx.openUser);
  const [chosen, setChosen] = useState<number | null>(null);
  const [type, setType] = useState<DocType | null>(null);
  const subject = shownDocSubject(options, chosen);
  const files = useFiles(ctx, subject);
  const { download, busyId } = useFileDownload<TSharedFile>({
    address: (f) => fileAddress(ctx, f.file_id),
    id: (f) => f.file_id,
    name: (f) => f.file_name ?? f.title,
    count: (f) => countFileDownload(ctx.instituteId, f.file_id),
    failed: t('documents.downloadFailed'),
  });
  // The viewer's item is made once, when it opens: its address source stays the same while it reads.
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  const [vimeoOf, setVimeoOf] = useState<TSharedFile | null>(null);

  if (subjects.isPending) return <Spinner label={t('documents.loading')} />;
  if (subjects.isError) return <Failure retry={() => void subjects.refetch()} />;
  const filters = (
    <DocFilters
      openUser={ctx.openUser}
      options={options}
      subject={subject}
      type={type}
      onSubject={setChosen}
      onType={setType}
      onReset={() => {
        setChosen(null);
        setType(null);
      }}
    />
  );
  let body;
  if (options.length === 0) body = <EmptyState icon={FILE} title={t('documents.empty.none')} text={t('documents.empty.hint')} />;
  else if (files.isPending) body = <Spinner label={t('documents.loading')} />;
  else if (files.isError) body = <Failure retry={() => void files.refetch()} />;
  else if (noFiles(docGroups(files.data.fileMap, null))) body = <EmptyState icon={FILE} title={t('documents.empty.subject')} text={t('documents.empty.hint')} />;
  else
    body = (
      <DocGroups
        groups={docGroups(files.data.fileMap, type)}
        today={dayKey(new Date(), ctx.timeZone)}
        vimeoDownloadable={files.data.vimeo_video_downlodable}
        busyId={busyId}
        onDownload={download}
        onView={(file, kind, canDownload) => setViewing(viewerItem(ctx, file, kind, canDownload ? () => download(file) : undefined))}
        onVimeoDownload={setVimeoOf}
      />
    );
  return (
    <>
      {filters}
      <div className={styles.body} aria-busy={files.isFetching}>
        {body}
      </div>
      {viewing ? <MediaViewer item={viewing} onClose={() => setViewing(null)} /> : null}
      {vimeoOf?.vimeo_video_id ? (
        <VimeoLinksDialog
          vimeoVideoId={vimeoOf.vimeo_video_id}
          instituteId={ctx.instituteId}
          texts={vimeoLinksTexts(t, vimeoOf.title)}
          onClose={() => setVimeoOf(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /document [DOC-LOAD-1/2]: the shared files of a subject (a course for open users), filtered by
 * type, grouped, with view and download by the file's rules. Parents never reach it (the route
 * refuses them: the menu hides Documents from parents).
 */
export function DocumentScreen() {
  const { t } = useTranslation();
  // 'media': the media viewer and the Vimeo downloads popup this screen opens.
  const mediaTexts = useScreenTexts('media');
  const ready = useScreenTexts('documents') && mediaTexts;
  const session: TSession | null = useSession();
  const title = useScreenTitle('/document');
  if (!session) return null;
  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {ready ? <Documents key={learnerKey(session)} ctx={documentsContext(session)} /> : <Spinner label={t('common.loading')} />}
    </ScreenFrame>
  );
}
