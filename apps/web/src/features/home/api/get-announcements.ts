import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnnouncement, TAnnouncementResponse } from '@portal/contract';
import { announcementFailureEndsSession, announcementStudentId } from '@portal/domain/home/announcements';
import { errorToShow } from '@portal/domain/errors/status-message';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { takeEarly } from '../../../lib/early-fetch.ts';
import { showMessageToast } from '../../../lib/message-toast.ts';
import { endSession, getSession } from '../../../lib/session-store.ts';

export type AnnouncementsInput = { instituteId: number; userType: number; studentId: number | null };

/**
 * GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/{instituteId}
 * ?is_active=true[&student_id=] [API-ANN-1]: no student id for user type 99 [HOME-ANN-8].
 * A 400 logs out like a 403 [SESSION-FORBID-4] (the api client already handles the 403), with
 * the server's message [SESSION-FORBID-2]. (Not lib/show-error: importing it here splits it into
 * a chunk of its own that the login page would then download.)
 */
export async function getAnnouncements(input: AnnouncementsInput, signal?: AbortSignal): Promise<TAnnouncement[]> {
  try {
    const response = await apiRequest<TAnnouncementResponse>(
      `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${encodeURIComponent(input.instituteId)}`,
      { signal, query: { is_active: 'true', student_id: announcementStudentId(input.userType, input.studentId) } },
    );
    return response.result;
  } catch (error) {
    if (error instanceof ApiError && !error.handled && error.status !== 403 && announcementFailureEndsSession(error.status) && getSession()) {
      endSession('forbidden');
      showMessageToast(errorToShow({ status: error.status, message: error.serverMessage }));
      error.handled = true;
    }
    throw error;
  }
}

export function announcementsQuery(input: AnnouncementsInput) {
  const queryKey = ['announcements', input.instituteId, input.userType, input.studentId];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => takeEarly<TAnnouncement[]>(queryKey) ?? getAnnouncements(input, signal),
  });
}

export function useAnnouncements(input: AnnouncementsInput) {
  return useQuery(announcementsQuery(input));
}
