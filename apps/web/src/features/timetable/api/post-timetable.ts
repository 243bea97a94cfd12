import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTimetableRequest, TTimetableResponse } from '@portal/contract';
import type { TimetableFlags } from '@portal/domain/timetable/request-flags';
import type { YearMonth } from '@portal/domain/timetable/calendar-date';
import { apiRequest } from '../../../lib/api-client.ts';
import { monthRange, type Learner } from './learner.ts';

/**
 * The month's schedule request [API-TT-1] [TT-DATA-1/4/6]: every id filter is the sentinel -1
 * and master_course is empty (the portal never narrows), the dates are the month's first and
 * last day, the learner is student_id or user_id, the flags are the caller's (timetableFlags
 * for the month view, yearViewFlags for the year view's month list [TT-DATA-7]).
 */
export function timetableRequest(instituteId: number, learner: Learner, month: YearMonth, flags: TimetableFlags): TTimetableRequest {
  const { first, last } = monthRange(month);
  return {
    batch_id: -1,
    course_id: -1,
    standard_id: -1,
    subject_id: -1,
    teacher_id: -1,
    master_course: '',
    startdate: first,
    enddate: last,
    institute_id: instituteId,
    ...learner,
    ...flags,
  };
}

/** POST /api/v2/timeTable/v3: the whole answer, for batchTimeTableList, time_zone and the server's `time` [TT-PHASE-12]. */
export function postTimetable(body: TTimetableRequest, signal?: AbortSignal): Promise<TTimetableResponse> {
  return apiRequest<TTimetableResponse>('/api/v2/timeTable/v3', { method: 'POST', body, signal });
}

/** Silent in the query cache: the screen shows these failures its own way [TT-ERR-1..3]. */
export function timetableQuery(body: TTimetableRequest | null) {
  return queryOptions({
    queryKey: ['timetable', body],
    queryFn: ({ signal }) => postTimetable(body as TTimetableRequest, signal),
    enabled: body !== null,
    meta: { silent: true },
  });
}

export function useTimetable(body: TTimetableRequest | null) {
  return useQuery(timetableQuery(body));
}
