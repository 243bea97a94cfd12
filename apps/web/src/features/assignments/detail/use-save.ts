import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TAssignmentDetail, TUpdateAssignmentJson } from '@portal/contract';
import { goBackPath, type SaveAction } from '@portal/domain/assignments/edit-rules';
import { ApiError } from '../../../lib/api-client.ts';
import { showToastAfter } from '../../../lib/toast-store.ts';
import { assignmentKey } from '../api/get-assignment.ts';
import { assignmentsKey } from '../api/get-assignments.ts';
import { studentAttachmentsKey } from '../api/get-student-attachments.ts';
import { UploadCancelled, uploadSubmission } from '../api/update-assignment.ts';
import type { AssignContext } from '../assignment-context.ts';
import { uploadErrorText } from '../upload-errors.ts';

/** The success toast comes after about 1 s [ASSIGN-SAVE-4], the list after about 2 s [ASSIGN-SAVE-5]. */
export const SUCCESS_TOAST_MS = 1000;
export const RETURN_MS = 2000;

export type SentFile = { name: string; size: number };
export type SaveState =
  | { phase: 'idle' }
  | { phase: 'sending'; action: SaveAction; files: readonly SentFile[]; loaded: number; total: number }
  /** Nothing was kept by the server; the form still holds everything, Retry sends it again. */
  | { phase: 'failed'; action: SaveAction; message: string; cancelled: boolean }
  | { phase: 'saved'; action: SaveAction };

export type Save = ReturnType<typeof useSave>;

/**
 * Sends a save or submit [API-ASSIGN-6] and follows it: progress while sending, Cancel upload
 * (abort; the server keeps nothing), a failure kept with its message for Retry, and on success
 * the queries refreshed (so the list and a reload show the draft), the toast after 1 s and the
 * list after 2 s [ASSIGN-SAVE-4..6]. A past assignment returns to the Past tab (decision 027).
 * Leaving the screen mid-upload aborts it.
 */
export function useSave(ctx: AssignContext, detail: TAssignmentDetail, onSaved: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const leaving = useRef<number | undefined>(undefined);
  const fileId = detail.file_id;
  const returnTo = goBackPath(detail.days_left);

  useEffect(
    () => () => {
      controller.current?.abort();
      window.clearTimeout(leaving.current);
    },
    [],
  );

  const send = useCallback(
    async (action: SaveAction, json: TUpdateAssignmentJson, files: readonly File[]) => {
      const ctrl = new AbortController();
      controller.current = ctrl;
      setState({ phase: 'sending', action, files: files.map((f) => ({ name: f.name, size: f.size })), loaded: 0, total: 0 });
      try {
        const saved = await uploadSubmission(json, files, {
          signal: ctrl.signal,
          onProgress: ({ loaded, total }) => setState((s) => (s.phase === 'sending' ? { ...s, loaded, total } : s)),
        });
        controller.current = null;
        client.setQueryData(studentAttachmentsKey(ctx, fileId), saved.student_attachment);
        client.setQueryData(assignmentKey(ctx, fileId), (old) =>
          old ? { ...old, student_status: saved.student_status, student_comment: json.student_comment ?? '' } : old,
        );
        void client.invalidateQueries({ queryKey: assignmentsKey(ctx.instituteId, ctx.studentId) });
        onSaved();
        setState({ phase: 'saved', action });
        const text = t(action === 'save' ? 'assign.success.draft' : 'assign.success.submitted');
        // Not cleared on leaving: the student who goes back at once still hears it went well.
        showToastAfter(SUCCESS_TOAST_MS, text, 'success');
        leaving.current = window.setTimeout(() => navigate(returnTo), RETURN_MS);
      } catch (error) {
        controller.current = null;
        if (error instanceof ApiError && error.handled) {
          setState({ phase: 'idle' }); // The session ended (403/401): the login page takes over.
          return;
        }
        const cancelled = error instanceof UploadCancelled;
        setState({ phase: 'failed', action, cancelled, message: cancelled ? t('assign.upload.cancelled') : uploadErrorText(error) });
      }
    },
    [client, ctx, fileId, navigate, onSaved, returnTo, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState((s) => (s.phase === 'failed' ? { phase: 'idle' } : s)), []);

  return { state, send, cancel, dismiss };
}
