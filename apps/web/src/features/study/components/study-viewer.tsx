import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { studyMaterialActions } from '@portal/domain/study/study-material';
import { MediaViewer, type MediaItem } from '../../../components/media-viewer/media-viewer.tsx';
import { ProtectedVideoDialog } from '../../../components/ui/protected-video-dialog.tsx';
import { materialAddress } from '../api/study-api.ts';
import type { StudyContext } from '../study-context.ts';

type Props = { ctx: StudyContext; material: TStudyMaterial; onDownload: (m: TStudyMaterial) => void; onClose: () => void };

/**
 * A material opened [STUDY-MAT-2] [STUDY-MAT-3]: a protected video in its own player, its OTP
 * asked with the material's file_id; a Vimeo or YouTube video, a same-origin video address or
 * the stored file (by the download call's address) in the media viewer, with its download when
 * the material may be downloaded [STUDY-MAT-1].
 */
export function StudyViewer({ ctx, material, onDownload, onClose }: Props) {
  const { t } = useTranslation();
  const actions = studyMaterialActions(material);
  const play = actions.play;
  if (!play) return null;
  if (play.kind === 'vdo')
    return (
      <ProtectedVideoDialog
        title={material.title}
        videoId={play.videoId}
        fileId={play.fileId}
        instituteId={ctx.instituteId}
        userId={ctx.userId}
        texts={{ loading: t('media.rec.vdoLoading') }}
        onClose={onClose}
      />
    );
  let item: MediaItem;
  if (play.kind === 'vimeo') item = { kind: 'vimeo', title: material.title, videoId: play.videoId };
  else if (play.kind === 'youtube') item = { kind: 'youtube', title: material.title, videoId: play.videoId };
  else if (play.kind === 'address') item = { kind: 'file', title: material.title, fileName: play.address, address: () => Promise.resolve(play.address) };
  else {
    const address = materialAddress(ctx, material.file_id);
    item = { kind: 'file', title: material.title, fileName: material.file_name ?? '', address: () => Promise.resolve(address), download: actions.download ? () => onDownload(material) : undefined };
  }
  return <MediaViewer item={item} onClose={onClose} />;
}
