import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { ZStudyCoursesResponse, ZStudyMaterialResponse, type TCourseType, type TStudyMaterial, type TStudyTopic } from '@portal/contract';
import { STUDY_TYPES } from '@portal/domain/study/study-types';
import type { DB } from '../../db/types.ts';
import { withSession } from '../../testing/login-helpers.ts';

/** API-STUDY-1's answer, raw. */
export const coursesCall = (app: FastifyInstance, token: string, inst: number, id: number | string) =>
  app.inject({ method: 'GET', url: `/api/v1/instFileSystem/get-student-ecourses/${inst}/${id}?source=STUDENT_PORTAL`, headers: withSession(token) });

/** API-STUDY-1's course types, which must answer 200. */
export async function courseTypes(app: FastifyInstance, token: string, inst: number, id: number): Promise<TCourseType[]> {
  const res = await coursesCall(app, token, inst, id);
  expect(res.statusCode, res.body).toBe(200);
  return ZStudyCoursesResponse.parse(res.json());
}

/** API-STUDY-2's answer, raw. */
export const materialCall = (app: FastifyInstance, token: string, payload: object) => app.inject({ method: 'POST', url: '/api/v1/instFileSystem/get-study-material', headers: withSession(token), payload });

/** A course's tree, which must answer 200. */
export async function studyTreeOf(app: FastifyInstance, token: string, inst: number, course: TCourseType): Promise<TStudyTopic[]> {
  const res = await materialCall(app, token, { ecourse_id: course.course_type_id, institute_id: inst, product_id: course.product_id });
  expect(res.statusCode, res.body).toBe(200);
  return ZStudyMaterialResponse.parse(res.json()).result;
}

/** Every material of a tree, at any depth. */
export function allMaterials(nodes: readonly TStudyTopic[]): TStudyMaterial[] {
  return nodes.flatMap((n) => [...STUDY_TYPES.flatMap((t) => n.studyMaterialMap[t]), ...allMaterials(n.subtopicList)]);
}

/** The course type of that name (it must be in the list). */
export function named(list: readonly TCourseType[], name: string): TCourseType {
  const found = list.find((c) => c.course_type === name);
  expect(found, name).toBeDefined();
  return found!;
}

/** Runs `body` with the institute's e-learning off [STUDY-TAB-3], then turns it back on (the seed has it on). */
export async function withoutELearn(db: Kysely<DB>, instituteId: number, body: () => Promise<void>): Promise<void> {
  const set = (elearn: boolean) => db.updateTable('institute').set({ elearn }).where('id', '=', instituteId).execute();
  await set(false);
  try {
    await body();
  } finally {
    await set(true);
  }
}
