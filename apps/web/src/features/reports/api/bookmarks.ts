import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookmark } from '@portal/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

type Envelope<T> = { statusCode: number; message: string; data: T };

/** GET /student/testLabels/bookmark/{user_id} on the exam service [API-EXAM-3] [BOOKMARK-LOAD-1]: data.data. */
export async function getBookmarks(userId: number, signal?: AbortSignal): Promise<TBookmark[]> {
  const response = await apiRequest<Envelope<TBookmark[]>>(`/student/testLabels/bookmark/${userId}`, { service: 'exam', signal });
  return response.data;
}

export const bookmarksKey = (instituteId: number, userId: number) => ['reports', instituteId, userId, 'bookmarks'] as const;

/**
 * The list; a failure shows the app's error toast (BOOKMARK-LOAD-2 is silent on it: decision
 * 043 keeps the app's usual toast rather than an empty list that looks like "no bookmarks").
 */
export function bookmarksQuery(instituteId: number, userId: number) {
  return queryOptions({ queryKey: bookmarksKey(instituteId, userId), queryFn: ({ signal }) => getBookmarks(userId, signal) });
}

export function useBookmarks(instituteId: number, userId: number) {
  return useQuery(bookmarksQuery(instituteId, userId));
}

type Removal = { validate: number; message: string };

/** POST /student/testLabels/deleteBookmark [API-EXAM-4]; it worked only when validate is 1 [BOOKMARK-RM-4]. */
export async function deleteBookmark(studentId: number, questionId: number): Promise<void> {
  const response = await apiRequest<Removal>('/student/testLabels/deleteBookmark', {
    service: 'exam',
    method: 'POST',
    body: { student_id: studentId, question_id: questionId },
  });
  // Answered, but not done: the server's message is what the learner reads (the toast).
  if (response.validate !== 1) throw new ApiError(200, response.message || null, null);
}

/** Removes one, then reloads the list [BOOKMARK-RM-5]. */
export function useRemoveBookmark(instituteId: number, userId: number, studentId: number) {
  const client = useQueryClient();
  return useMutation({
    // A failure is toasted by the app's mutation cache (the server's message).
    mutationFn: (questionId: number) => deleteBookmark(studentId, questionId),
    onSettled: () => client.invalidateQueries({ queryKey: bookmarksKey(instituteId, userId) }),
  });
}
