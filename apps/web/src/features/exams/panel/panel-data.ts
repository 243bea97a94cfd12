import type { TPanelEnter, TPanelQuestion } from '@portal/contract';

export type PanelPassage = TPanelEnter['passages'][number];
export type PanelSection = TPanelEnter['sections'][number];

/** The test laid out for the screen: questions in order, by section, with their passages. */
export type PanelLayout = {
  questions: TPanelQuestion[];
  byId: Map<number, TPanelQuestion>;
  sections: PanelSection[];
  sectionOf: Map<number, number>;
  passages: Map<number, PanelPassage>;
};

/**
 * Questions in the order of their sections (and positions within), so Next and Previous walk the
 * test as the palette shows it; a question no section names is put in a section of its own.
 */
export function layoutOf(data: TPanelEnter): PanelLayout {
  const byId = new Map(data.questions.map((q) => [q.question_id, q]));
  const sections = data.sections.map((s) => ({ ...s, question_ids: s.question_ids.filter((id) => byId.has(id)) })).filter((s) => s.question_ids.length > 0);
  const named = new Set(sections.flatMap((s) => s.question_ids));
  const rest = data.questions.filter((q) => !named.has(q.question_id)).sort((a, b) => a.position - b.position);
  if (rest.length > 0) sections.push({ section_no: Math.max(0, ...sections.map((s) => s.section_no)) + 1, section_name: '', question_ids: rest.map((q) => q.question_id) });
  const questions = sections.flatMap((s) => s.question_ids.map((id) => byId.get(id)!));
  const sectionOf = new Map(sections.flatMap((s) => s.question_ids.map((id) => [id, s.section_no] as const)));
  return { questions, byId, sections, sectionOf, passages: new Map(data.passages.map((p) => [p.passage_id, p])) };
}
