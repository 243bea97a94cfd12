import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAssignmentAttachment, TAssignmentDetail, TUpdateAssignmentJson } from '@portal/contract';
import { ASSIGNMENT_CATEGORY_ID } from '@portal/contract/constants';
import { addFilesError, canAddLink, MAX_LINKS, normaliseLink, REMARK_MAX, submissionError, type NewLink } from '@portal/domain/assignments/submission-limits';
import { nextStudentStatus, saveBlock, type SaveAction } from '@portal/domain/assignments/edit-rules';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import type { AssignContext } from '../assignment-context.ts';
import { AttachmentList } from './attachment-list.tsx';
import { ConfirmSubmit } from './confirm-submit.tsx';
import { FilePicker } from './file-picker.tsx';
import { LinkForm } from './link-form.tsx';
import { NewFiles, NewLinks, type NewFileEntry } from './new-items.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { useDownload } from './use-download.ts';
import type { Save } from './use-save.ts';
import styles from './submission.module.css';

let nextKey = 1;

type Props = { ctx: AssignContext; detail: TAssignmentDetail; attachments: readonly TAssignmentAttachment[]; save: Save };

/**
 * The submission form [ASSIGN-DETAIL-4]: the saved files and links (removable until the next
 * save), new files (picker and drop zone), new links (hidden at 5 in all, ASSIGN-LINK-1/2), the
 * remark (at most 200, ASSIGN-REMARK-1), Save (Draft) and Submit (Submitted, after the question)
 * [ASSIGN-SAVE-1..3]. A click answers, before anything is sent: a closed assignment or a parent
 * login [ASSIGN-PARENT-1/2], then the first limit the draft breaks [ASSIGN-UPLOAD-1..4]
 * [ASSIGN-LINK-1..4] (decision 025's order). A failed or cancelled upload leaves all of it here.
 */
export function SubmissionForm({ ctx, detail, attachments, save }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { busyId, download, address } = useDownload(ctx.instituteId);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [files, setFiles] = useState<NewFileEntry[]>([]);
  const [links, setLinks] = useState<NewLink[]>([]);
  const [remark, setRemark] = useState(detail.student_comment ?? '');
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const kept = attachments.filter((a) => !removed.has(a.attachment_id));
  const keptFiles = kept.filter((a) => a.attachment_url === null);
  const keptLinks = kept.filter((a) => a.attachment_url !== null);
  const linkCount = keptLinks.length + links.length;
  const { phase } = save.state;
  const busy = phase === 'sending' || phase === 'saved';
  const unsent = files.length > 0 || links.length > 0 || phase === 'sending';

  // Nothing chosen is lost to a reload or a closed tab without the browser asking first.
  useEffect(() => {
    if (!unsent) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);

  const addFiles = (adding: File[]) => {
    if (adding.length === 0) return;
    const error = addFilesError({ keptFiles: keptFiles.length, newFiles: files.map((f) => f.file) }, adding);
    setFileMessage(error && t(error));
    if (!error) setFiles((current) => [...current, ...adding.map((file) => ({ key: nextKey++, file }))]);
  };

  const start = (action: SaveAction, confirmed = false) => {
    const block = saveBlock(detail, ctx.isParent);
    if (block) {
      showToast(t(block));
      return;
    }
    const error = submissionError({ newFiles: files.map((f) => f.file), keptFiles: keptFiles.length, keptLinks: keptLinks.length, newLinks: links, remark });
    if (error) {
      showToast(t(error));
      return;
    }
    if (action === 'submit' && !confirmed) {
      setConfirming(true);
      return;
    }
    const json: TUpdateAssignmentJson = {
      institute_id: ctx.instituteId,
      category_id: ASSIGNMENT_CATEGORY_ID,
      studentId_array: [ctx.studentId],
      file_id: detail.file_id,
      student_status: nextStudentStatus(action),
      student_comment: remark,
      attachmentId_array: kept.map((a) => a.attachment_id),
      url_lists: links.map(normaliseLink),
    };
    void save.send(action, json, files.map((f) => f.file));
  };

  const retry = () => {
    if (save.state.phase === 'failed') start(save.state.action, true); // Submit was confirmed already.
  };

  return (
    <div className={styles.form}>
      <fieldset className={styles.group} disabled={busy}>
        <legend className={styles.legend}>{t('assign.submission.files')}</legend>
        <AttachmentList
          items={keptFiles}
          empty={files.length === 0 ? t('assign.submission.noFiles') : ''}
          download={download}
          busyId={busyId}
          address={address}
          onRemove={busy ? undefined : (attachmentId) => setRemoved((r) => new Set(r).add(attachmentId))}
        />
        <NewFiles files={files} disabled={busy} onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))} />
        <FilePicker onFiles={addFiles} message={fileMessage} disabled={busy} />
      </fieldset>

      <fieldset className={styles.group} disabled={busy}>
        <legend className={styles.legend}>{t('assign.submission.links')}</legend>
        <AttachmentList
          items={keptLinks}
          empty={links.length === 0 ? t('assign.submission.noLinks') : ''}
          download={download}
          busyId={busyId}
          onRemove={busy ? undefined : (attachmentId) => setRemoved((r) => new Set(r).add(attachmentId))}
        />
        <NewLinks links={links} disabled={busy} onRemove={(index) => setLinks((list) => list.filter((_, i) => i !== index))} />
        {canAddLink(linkCount) ? (
          <LinkForm disabled={busy} onAdd={(link) => setLinks((list) => [...list, normaliseLink(link)])} />
        ) : (
          <p className={styles.hint}>{t('assign.submission.linksFull', { max: MAX_LINKS })}</p>
        )}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-remark`} className={styles.label}>
          {t('assign.submission.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className={styles.textarea}
          rows={3}
          maxLength={REMARK_MAX}
          value={remark}
          disabled={busy}
          aria-describedby={`${id}-count`}
          onChange={(e) => setRemark(e.target.value)}
        />
        <p id={`${id}-count`} className={styles.counter}>
          {t('assign.submission.remarkCount', { count: remark.length, max: REMARK_MAX })}
        </p>
      </div>

      <UploadPanel state={save.state} onCancel={save.cancel} onRetry={retry} onDismiss={save.dismiss} />

      {phase === 'sending' ? null : (
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => start('save')}>
            {t('assign.submission.save')}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => start('submit')}>
            {t('assign.submission.submit')}
          </Button>
        </div>
      )}

      {confirming ? (
        <ConfirmSubmit
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            start('submit', true);
          }}
        />
      ) : null}
    </div>
  );
}
