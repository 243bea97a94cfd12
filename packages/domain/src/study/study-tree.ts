import { STUDY_TYPES, type StudyMaterialMap, type StudyNode, type StudyType } from './study-types.ts';

const children = <M>(node: StudyNode<M>): readonly StudyNode<M>[] => node.subtopicList ?? [];

/** A subject of the list that leads to its topic tree [STUDY-TREE-1]. */
export type StudySubject = { subjectId: number; subjectName: string };

/** The subjects of a course's result, each once, in the order their first topic came [STUDY-TREE-1]. */
export function studySubjects<M>(nodes: readonly StudyNode<M>[] | null | undefined): StudySubject[] {
  const seen = new Map<number, StudySubject>();
  for (const n of nodes ?? []) if (!seen.has(n.subjectId)) seen.set(n.subjectId, { subjectId: n.subjectId, subjectName: n.subjectName });
  return [...seen.values()];
}

/** The top-level topics of one subject [STUDY-TREE-1]. */
export const subjectTopics = <M>(nodes: readonly StudyNode<M>[] | null | undefined, subjectId: number | null): StudyNode<M>[] =>
  subjectId === null ? [] : (nodes ?? []).filter((n) => n.subjectId === subjectId);

/** A topic's own materials, by type in the screen's order, the types without any left out [STUDY-TREE-5]. */
export type StudyGroup<M> = { type: StudyType; materials: readonly M[] };

export function materialGroups<M>(map: StudyMaterialMap<M> | null | undefined): StudyGroup<M>[] {
  return STUDY_TYPES.map((type) => ({ type, materials: map?.[type] ?? [] })).filter((g) => g.materials.length > 0);
}

const ownCount = <M>(node: StudyNode<M>) => STUDY_TYPES.reduce((sum, t) => sum + (node.studyMaterialMap?.[t]?.length ?? 0), 0);

/**
 * What a topic's card shows [STUDY-TREE-3] (decision 066): the topics beneath it and the files in
 * it, both counted through every depth [STUDY-TREE-4] (a chapter says how much it holds, not
 * only its first level).
 */
export function topicCounts<M>(node: StudyNode<M>): { topics: number; files: number } {
  let topics = 0;
  let files = ownCount(node);
  for (const child of children(node)) {
    const c = topicCounts(child);
    topics += 1 + c.topics;
    files += c.files;
  }
  return { topics, files };
}

/** No material anywhere in these topics (the empty states of STUDY-EMPTY-2). */
export const noStudyMaterial = <M>(nodes: readonly StudyNode<M>[]) => nodes.every((n) => topicCounts(n).files === 0);

/** A topic of the title view's dropdown [STUDY-TREE-2]: its depth (0 for a top-level topic) and its path of names. */
export type TopicOption<M> = { node: StudyNode<M>; depth: number; path: readonly string[] };

/** Every topic of a tree, depth first in order, to any depth [STUDY-TREE-2] [STUDY-TREE-4]. */
export function topicOptions<M>(nodes: readonly StudyNode<M>[]): TopicOption<M>[] {
  const out: TopicOption<M>[] = [];
  const visit = (list: readonly StudyNode<M>[], depth: number, path: readonly string[]) => {
    for (const node of list) {
      const here = [...path, node.topicName];
      out.push({ node, depth, path: here });
      visit(children(node), depth + 1, here);
    }
  };
  visit(nodes, 0, []);
  return out;
}

/**
 * The title view's list for a chosen topic (decision 066): its materials and those of all its
 * subtopics, grouped by type [STUDY-TREE-5], so a chapter lists everything in it and a part only
 * its own.
 */
export function materialsUnder<M>(node: StudyNode<M>): StudyGroup<M>[] {
  const all: Partial<Record<StudyType, M[]>> = {};
  const visit = (n: StudyNode<M>) => {
    for (const type of STUDY_TYPES) for (const m of n.studyMaterialMap?.[type] ?? []) (all[type] ??= []).push(m);
    children(n).forEach(visit);
  };
  visit(node);
  return materialGroups(all);
}

/**
 * The tree as a search leaves it [STUDY-SEARCH-1]: materials whose title contains the text,
 * ignoring case (and spaces around the text); a topic stays while it, or a subtopic at any
 * depth, keeps a material. An empty search is the whole tree.
 */
export function searchStudyTree<M extends { title?: string | null }>(nodes: readonly StudyNode<M>[], text: string): StudyNode<M>[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...nodes];
  const prune = (node: StudyNode<M>): StudyNode<M> | null => {
    const map: StudyMaterialMap<M> = {};
    for (const type of STUDY_TYPES) map[type] = (node.studyMaterialMap?.[type] ?? []).filter((m) => (m.title ?? '').toLocaleLowerCase().includes(needle));
    const subtopicList = children(node).map(prune).filter((n): n is StudyNode<M> => n !== null);
    const kept = { ...node, studyMaterialMap: map, subtopicList };
    return ownCount(kept) > 0 || subtopicList.length > 0 ? kept : null;
  };
  return nodes.map(prune).filter((n): n is StudyNode<M> => n !== null);
}
