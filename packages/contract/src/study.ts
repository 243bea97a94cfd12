import { z } from 'zod';
import { zEnvelope, ZId } from './common.ts';

/**
 * The study material library's calls [API-STUDY-1] [API-STUDY-2] (issue 17). Where S1 §3.10 and
 * §3.11 name a field without its type, decision 066 fixes it: ids are numbers, isPaid and
 * is_readonly 'Y' or 'N', is_vdocipher and is_vimeo booleans, student_file_share_date an ISO
 * date-time with the institute's offset (as the documents'), posterList a list of { posterUrl }.
 */
const ZYesNo = z.enum(['Y', 'N']);

/**
 * GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{id}?source=STUDENT_PORTAL
 * [API-STUDY-1] [STUDY-COURSE-1]: id is the student_id of a student, the user_id of an open user.
 */
export const ZStudyCoursesParams = z.object({ institute_id: ZId, id: ZId });
export const ZStudyCoursesQuery = z.object({ source: z.string().max(40).optional() });

/** A course type (S1 §3.10): free (isPaid N, product_id null) or part of a product (isPaid Y). */
export const ZCourseType = z.object({
  course_type_id: z.number().int(),
  course_type: z.string(),
  isPaid: ZYesNo,
  product_id: z.number().int().nullable(),
});
/** The client reads the body as the course type list (S1 §7 names no result for it, unlike API-STUDY-2). */
export const ZStudyCoursesResponse = z.array(ZCourseType);

/** A free course type has no product: null, a missing field, '', 0 or -1 all say so (what a client may send back). */
const ZProductIdIn = z.preprocess((v) => (v === undefined || v === null || v === '' || v === 0 || v === -1 || v === '0' || v === '-1' ? null : v), ZId.nullable());

/** POST /api/v1/instFileSystem/get-study-material [API-STUDY-2] [STUDY-COURSE-4]: product_id as API-STUDY-1 gave it. */
export const ZStudyMaterialRequest = z.object({ ecourse_id: ZId, institute_id: ZId, product_id: ZProductIdIn });

/** A material (S1 §3.11). file_id names it for the download (API-DOC-3) and the protected video's OTP (API-VIDEO-1). */
export const ZStudyMaterial = z.object({
  title: z.string(),
  student_file_share_date: z.string(),
  file_name: z.string().nullable(),
  file_id: z.number().int(),
  /** Its studyMaterialMap key. */
  category_name: z.string(),
  /** N: may be downloaded [STUDY-MAT-1]. */
  is_readonly: ZYesNo,
  /** The Vimeo id (is_vimeo) or the protected video's id (is_vdocipher). */
  videoID: z.string().nullable(),
  is_vdocipher: z.boolean(),
  is_vimeo: z.boolean(),
  youtubeVideoID: z.string().nullable(),
  posterList: z.array(z.object({ posterUrl: z.string() })),
  /** A video's page or same-origin address, else null. */
  video_url: z.string().nullable(),
});

const materials = z.array(ZStudyMaterial);
/** All twelve keys, each an array, always [STUDY-TREE-5]. */
export const ZStudyMaterialMap = z.object({
  Assignment: materials,
  Other: materials,
  Images: materials,
  Slides: materials,
  Notes: materials,
  PreviousYearQuestionsPaper: materials,
  EBook: materials,
  Exam: materials,
  AudioNotes: materials,
  Vimeo: materials,
  YoutubeURL: materials,
  VDOCipher: materials,
});

export type TStudyMaterial = z.infer<typeof ZStudyMaterial>;
export type TStudyMaterialMap = z.infer<typeof ZStudyMaterialMap>;
export type TStudyTopic = {
  subjectId: number;
  subjectName: string;
  topicId: number;
  topicName: string;
  subtopicList: TStudyTopic[];
  studyMaterialMap: TStudyMaterialMap;
};

/**
 * A topic of a subject with its materials and subtopics, the same shape to any depth
 * [STUDY-TREE-4] (S1 §3.11's fields, each node naming its subject: decision 066).
 */
export const ZStudyTopic: z.ZodType<TStudyTopic> = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  topicId: z.number().int(),
  topicName: z.string(),
  get subtopicList(): z.ZodArray<z.ZodType<TStudyTopic>> {
    return z.array(ZStudyTopic);
  },
  studyMaterialMap: ZStudyMaterialMap,
});

/** result: the course's top-level topics of every subject, subjects in name order, topics in the institute's order. */
export const ZStudyMaterialResponse = zEnvelope(z.array(ZStudyTopic));

export type TCourseType = z.infer<typeof ZCourseType>;
export type TStudyCoursesResponse = z.infer<typeof ZStudyCoursesResponse>;
export type TStudyMaterialResponse = z.infer<typeof ZStudyMaterialResponse>;
