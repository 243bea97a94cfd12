import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCourseType, TStudyCoursesResponse, TStudyMaterialResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { StudyContext } from '../study-context.ts';

const inst = (ctx: StudyContext) => encodeURIComponent(ctx.instituteId);

/** GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{student_id or user_id}?source=STUDENT_PORTAL [API-STUDY-1] [STUDY-COURSE-1]. */
export function courseTypesQuery(ctx: StudyContext) {
  return queryOptions({
    queryKey: ['study', 'courses', ctx.instituteId, ctx.learnerId],
    queryFn: async ({ signal }) =>
      apiRequest<TStudyCoursesResponse>(`/api/v1/instFileSystem/get-student-ecourses/${inst(ctx)}/${encodeURIComponent(ctx.learnerId)}`, { query: { source: 'STUDENT_PORTAL' }, signal }),
    meta: { silent: true },
  });
}

/** POST /api/v1/instFileSystem/get-study-material with ecourse_id, institute_id and product_id [API-STUDY-2] [STUDY-COURSE-4]. */
export function studyMaterialQuery(ctx: StudyContext, course: TCourseType) {
  return queryOptions({
    queryKey: ['study', 'material', ctx.instituteId, ctx.learnerId, course.course_type_id, course.product_id],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<TStudyMaterialResponse>('/api/v1/instFileSystem/get-study-material', {
          method: 'POST',
          body: { ecourse_id: course.course_type_id, institute_id: ctx.instituteId, product_id: course.product_id },
          signal,
        })
      ).result,
    meta: { silent: true },
    // A refusal (a product expired, 409) is an answer, not a blip: asking again changes nothing.
    retry: false,
  });
}

export const useCourseTypes = (ctx: StudyContext) => useQuery(courseTypesQuery(ctx));

export const useStudyMaterial = (ctx: StudyContext, course: TCourseType | null) =>
  useQuery({ ...studyMaterialQuery(ctx, course ?? { course_type_id: 0, course_type: '', isPaid: 'N', product_id: null }), enabled: course !== null });

/**
 * The address of a material's file (decision 066): the documents' download call [API-DOC-3]
 * serves study materials by their file_id, with byte ranges, to the signed-in learner.
 */
export const materialAddress = (ctx: StudyContext, fileId: number) => `/api/v1/instFileSystem/downloadFile/${inst(ctx)}?fileId=${encodeURIComponent(fileId)}`;
