import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdateRequest, TProfileUpdateResponse, TStudentProfile } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ProfileTarget } from '../profile-context.ts';
import { profileKey } from './get-student-detail.ts';

/** PUT /api/v1/profiles/update/{institute_id}/{user_id} with one field [API-PROFILE-2] [PROFILE-EDIT-8]; the answer is the saved profile. */
export async function updateProfile(instituteId: number, userId: number, body: TProfileUpdateRequest): Promise<TStudentProfile> {
  const response = await apiRequest<TProfileUpdateResponse>(
    `/api/v1/profiles/update/${encodeURIComponent(instituteId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT', body },
  );
  return response.result;
}

export type SaveResult = { ok: true; profile: TStudentProfile } | { ok: false; error: unknown };

/**
 * Saves one field and puts the saved profile in the query cache, so the screen shows the new
 * value at once [PROFILE-EDIT-6]. Not useMutation on purpose: the mutation cache toasts every
 * failure, while a failed save is shown inside its popup next to what was typed (a toast
 * behind a modal dialog is out of reach and would say it twice).
 */
export function useProfileSave(target: ProfileTarget | null) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = useCallback(
    async (body: TProfileUpdateRequest): Promise<SaveResult> => {
      if (!target) return { ok: false, error: null };
      setSaving(true);
      setError(null);
      try {
        const profile = await updateProfile(target.instituteId, target.userId, body);
        client.setQueryData(profileKey(target.instituteId, target.studentId), profile);
        setSaving(false);
        return { ok: true, profile };
      } catch (failure) {
        setSaving(false);
        setError(failure);
        return { ok: false, error: failure };
      }
    },
    [client, target],
  );
  const clearError = useCallback(() => setError(null), []);

  return { save, saving, error, clearError };
}
