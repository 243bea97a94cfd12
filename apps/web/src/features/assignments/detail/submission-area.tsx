import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAssignmentAttachment, TAssignmentDetail } from '@portal/contract';
import { editBlock } from '@portal/domain/assignments/edit-rules';
import type { AssignContext } from '../assignment-context.ts';
import { AttachmentList } from './attachment-list.tsx';
import { SubmissionForm } from './submission-form.tsx';
import { useDownload } from './use-download.ts';
import { useSave } from './use-save.ts';
import styles from './detail.module.css';

type Props = { ctx: AssignContext; detail: TAssignmentDetail; attachments: readonly TAssignmentAttachment[] };

/** What the student handed in, read only, with the reason it can no longer change. */
function HandedIn({ ctx, detail, attachments, reason }: Props & { reason: string }) {
  const { t } = useTranslation();
  const { busyId, download, address } = useDownload(ctx.instituteId);
  return (
    <>
      <p className={styles.note}>{reason}</p>
      <AttachmentList items={attachments} empty={t('assign.submission.nothing')} download={download} busyId={busyId} address={address} />
      <dl className={styles.facts}>
        <div className={styles.wide}>
          <dt>{t('assign.submission.remark')}</dt>
          <dd className={styles.text}>{detail.student_comment?.trim() || '-'}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The submission area [ASSIGN-DETAIL-4]. A Submitted assignment offers neither Save nor Submit
 * [ASSIGN-STATUS-7]; a past one only with late submission Y and not submitted
 * [ASSIGN-STATUS-9/10] (the domain's editBlock); parents see the form and are refused on click
 * [ASSIGN-PARENT-1/2]. After a save the form starts afresh from the saved attachments.
 */
export function SubmissionArea({ ctx, detail, attachments }: Props) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const onSaved = useCallback(() => setRound((r) => r + 1), []);
  const save = useSave(ctx, detail, onSaved);
  const block = editBlock(detail);
  return (
    <section className={styles.card} aria-labelledby="assign-submission">
      <h2 id="assign-submission" className={styles.heading}>
        {t('assign.submission.title')}
      </h2>
      {block ? (
        <HandedIn
          ctx={ctx}
          detail={detail}
          attachments={attachments}
          reason={t(block === 'submitted' ? 'assign.submission.submittedNote' : 'assign.err.lateClosed')}
        />
      ) : (
        <SubmissionForm key={round} ctx={ctx} detail={detail} attachments={attachments} save={save} />
      )}
    </section>
  );
}
