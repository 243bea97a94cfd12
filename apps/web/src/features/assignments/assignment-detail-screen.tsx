import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AssignmentsFrame } from './assignments-frame.tsx';
import { SEARCH_OFF } from './assign-icons.ts';
import { AssignmentDetail } from './detail/assignment-detail.tsx';

/** A file id as the route carries it: a positive whole number, else null (nothing is asked). */
function fileIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

function NotFound() {
  const { t } = useTranslation();
  return <EmptyState icon={SEARCH_OFF} title={t('assign.detail.notFound')} action={<Link to="../assignment">{t('assign.detail.back')}</Link>} />;
}

/** /assignment/{fileId}: one assignment with its submission and remarks [ASSIGN-DETAIL/STEP/BACK/SAVE/STATUS/UPLOAD/LINK/REMARK/PARENT]. */
export function AssignmentDetailScreen() {
  const fileId = fileIdOf(useParams().fileId);
  return (
    <AssignmentsFrame route="/assignment/:fileId">
      {(ctx) => (fileId === null ? <NotFound /> : <AssignmentDetail key={fileId} ctx={ctx} fileId={fileId} />)}
    </AssignmentsFrame>
  );
}
