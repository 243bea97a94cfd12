import type { TStudyMaterial, TStudyMaterialMap, TStudyTopic } from '@portal/contract';
import { isoInZone } from '@portal/domain';
import { STUDY_TYPES } from '@portal/domain/study/study-types';
import type { MaterialRow, TopicRow } from './study.repository.ts';

/** A material as API-STUDY-2 sends it (S1 §3.11, decision 066). */
function wireMaterial(row: MaterialRow, timeZone: string): TStudyMaterial {
  return {
    title: row.title,
    student_file_share_date: isoInZone(new Date(row.shared_at), timeZone),
    file_name: row.file_name,
    file_id: row.id,
    category_name: row.category,
    is_readonly: row.is_readonly ? 'Y' : 'N',
    videoID: row.video_id,
    is_vdocipher: row.video_host === 'vdocipher',
    is_vimeo: row.video_host === 'vimeo',
    youtubeVideoID: row.youtube_id,
    posterList: row.poster_url ? [{ posterUrl: row.poster_url }] : [],
    video_url: row.video_url,
  };
}

const emptyMap = (): TStudyMaterialMap => Object.fromEntries(STUDY_TYPES.map((t) => [t, [] as TStudyMaterial[]])) as TStudyMaterialMap;

/**
 * The course's tree [API-STUDY-2]: top-level topics of every subject (subjects by name, then the
 * institute's order), each with all twelve material keys [STUDY-TREE-5] and its subtopics, the
 * same shape to any depth [STUDY-TREE-4]. Built from two flat lists; a topic is reached only
 * from a top-level one, so a broken parent chain can never loop.
 */
export function studyTree(topics: readonly TopicRow[], materials: readonly MaterialRow[], timeZone: string): TStudyTopic[] {
  const nodes = new Map<number, TStudyTopic>();
  for (const t of topics) {
    nodes.set(t.id, { subjectId: t.subject_id, subjectName: t.subject_name, topicId: t.id, topicName: t.name, subtopicList: [], studyMaterialMap: emptyMap() });
  }
  const roots: { node: TStudyTopic; row: TopicRow }[] = [];
  for (const t of topics) {
    const node = nodes.get(t.id)!;
    if (t.parent_id === null) roots.push({ node, row: t });
    else nodes.get(t.parent_id)?.subtopicList.push(node);
  }
  for (const m of materials) nodes.get(m.topic_id)?.studyMaterialMap[m.category].push(wireMaterial(m, timeZone));
  roots.sort((a, b) => a.row.subject_name.localeCompare(b.row.subject_name) || a.row.subject_id - b.row.subject_id || a.row.position - b.row.position || a.row.id - b.row.id);
  return roots.map((r) => r.node);
}
