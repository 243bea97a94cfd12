import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceRequest, TAttendanceResponse, TAttendanceRow } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export type AttendanceInput = { instituteId: number; studentId: number; batchId: number };

/** The attendance request [API-TT-4]: the batch, -1 for the other ids, type 1, no dates. */
export function attendanceRequest(input: AttendanceInput): TAttendanceRequest {
  return {
    batch_id: input.batchId,
    standard_id: -1,
    subject_id: -1,
    teacher_id: -1,
    type: 1,
    startdate: '',
    enddate: '',
    institute_id: input.instituteId,
    student_id: input.studentId,
  };
}

/** POST /api/v1/reports/Student/attendance/{studentId}/{batchId}: the rows, newest first [TT-ATT-1]. */
export async function postAttendance(input: AttendanceInput, signal?: AbortSignal): Promise<TAttendanceRow[]> {
  const path = `/api/v1/reports/Student/attendance/${encodeURIComponent(input.studentId)}/${encodeURIComponent(input.batchId)}`;
  // The body is the list itself [API-TT-4] (decision 030).
  return apiRequest<TAttendanceResponse>(path, { method: 'POST', body: attendanceRequest(input), signal });
}

/** Silent in the query cache: the popup shows its failures [TT-ERR-5]. */
export function attendanceQuery(input: AttendanceInput) {
  return queryOptions({
    queryKey: ['timetable-attendance', input.instituteId, input.studentId, input.batchId],
    queryFn: ({ signal }) => postAttendance(input, signal),
    meta: { silent: true },
  });
}

export function useAttendance(input: AttendanceInput) {
  return useQuery(attendanceQuery(input));
}
