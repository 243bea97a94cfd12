import type { AreaContext } from '../area-handler.ts';

/**
 * The topic at `path` (names from the top) of a course's subject, each topic along it added
 * when there is none: a record places its material by names, as the screen shows them.
 */
export async function topicAt({ trx, instituteId }: AreaContext, courseId: number, subjectId: number, path: readonly string[]): Promise<number> {
  let parentId: number | null = null;
  for (const raw of path) {
    const name = raw.trim();
    const found: { id: number } | undefined = await trx
      .selectFrom('study_topic')
      .select('id')
      .where('course_type_id', '=', courseId)
      .where('subject_id', '=', subjectId)
      .where('name', '=', name)
      .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
      .orderBy('id')
      .executeTakeFirst();
    parentId =
      found?.id ??
      (await trx.insertInto('study_topic').values({ institute_id: instituteId, course_type_id: courseId, subject_id: subjectId, parent_id: parentId, name }).returning('id').executeTakeFirstOrThrow()).id;
  }
  return parentId!;
}

/**
 * Removes a topic left with no material and no subtopic, then its parent likewise: a topic an
 * import made for its materials goes when the last of them does (the screen would show it empty).
 */
export async function pruneTopic({ trx, instituteId }: AreaContext, topicId: number): Promise<void> {
  let id: number | null = topicId;
  while (id !== null) {
    const topic: { parent_id: number | null } | undefined = await trx
      .selectFrom('study_topic as t')
      .select('t.parent_id')
      .where('t.id', '=', id)
      .where('t.institute_id', '=', instituteId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('study_material as m').select('m.id').whereRef('m.topic_id', '=', 't.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('study_topic as c').select('c.id').whereRef('c.parent_id', '=', 't.id'))))
      .executeTakeFirst();
    if (!topic) return;
    await trx.deleteFrom('study_topic').where('id', '=', id).execute();
    id = topic.parent_id;
  }
}
