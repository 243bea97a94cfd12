/**
 * The study material types: the keys of a topic's studyMaterialMap (S1 §3.11), in the order the
 * screen groups a topic's materials [STUDY-TREE-5]. The server always sends all twelve.
 */
export const STUDY_TYPES = ['Assignment', 'Other', 'Images', 'Slides', 'Notes', 'PreviousYearQuestionsPaper', 'EBook', 'Exam', 'AudioNotes', 'Vimeo', 'YoutubeURL', 'VDOCipher'] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

export const isStudyType = (value: string): value is StudyType => (STUDY_TYPES as readonly string[]).includes(value);

/** A topic's materials by type; a missing or null key is no material (a client never trusts that all twelve came). */
export type StudyMaterialMap<M> = Partial<Record<StudyType, readonly M[] | null | undefined>>;

/**
 * A node of API-STUDY-2's result (S1 §3.11): a topic of a subject, its materials by type and its
 * subtopics, which are nodes of the same shape to any depth [STUDY-TREE-4]. The result's list
 * holds a course's top-level topics, each naming its subject (decision 066).
 */
export type StudyNode<M> = {
  subjectId: number;
  subjectName: string;
  topicId: number;
  topicName: string;
  subtopicList?: readonly StudyNode<M>[] | null;
  studyMaterialMap?: StudyMaterialMap<M> | null;
};

/** A yes/no flag of the wire read leniently (Y/N in any case, a boolean, 1/0); null when it is neither. */
export function yesNo(value: unknown): 'Y' | 'N' | null {
  if (value === true || value === 1) return 'Y';
  if (value === false || value === 0) return 'N';
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return text === 'Y' || text === 'N' ? text : null;
}

/** A flag that is on only when it says yes (is_vdocipher, is_vimeo): anything unclear is off. */
export const flagOn = (value: unknown) => yesNo(value) === 'Y';
