import { cutDocLabel } from './doc-types.ts';

/** A subject of API-DOC-1 for a student, a course for an open user (S1 §3.8); either may come. */
export type DocSubjectEntry = { subject_id?: number | null; subject_name?: string | null; course_id?: number | null; course_name?: string | null };

export type DocFilterOption = { id: number; label: string; shown: string };

/**
 * The first dropdown's options: subjects by subject_id for students [DOC-FILTER-1], courses by
 * course_id for open users [DOC-FILTER-2], each label cut at 15 for showing [DOC-FILTER-7]. An
 * entry without the id its user type needs is dropped (nothing could be asked for it), and so
 * is a repeated id.
 */
export function docFilterOptions(list: readonly DocSubjectEntry[] | null | undefined, openUser: boolean): DocFilterOption[] {
  const seen = new Set<number>();
  const options: DocFilterOption[] = [];
  for (const entry of list ?? []) {
    const id = openUser ? entry.course_id : entry.subject_id;
    if (typeof id !== 'number' || !Number.isInteger(id) || seen.has(id)) continue;
    seen.add(id);
    const label = ((openUser ? entry.course_name : entry.subject_name) ?? '').trim();
    options.push({ id, label, shown: cutDocLabel(label) });
  }
  return options;
}

/**
 * The subject shown (decision 064, the screen): the chosen one while it is still offered, else
 * the first; none when nothing is offered. A reset [DOC-FILTER-6] clears the choice, so the list
 * goes back to the first subject (API-DOC-2 asks for one subject at a time).
 */
export function shownDocSubject(options: readonly DocFilterOption[], chosen: number | null): number | null {
  if (chosen !== null && options.some((o) => o.id === chosen)) return chosen;
  return options[0]?.id ?? null;
}

/**
 * A Vimeo entry offers its download files only when API-DOC-2 said vimeo_video_downlodable, it
 * has a Vimeo id [DOC-VID-3] and it is not read-only [DOC-DL-1].
 */
export function vimeoDownloadOffered(type: string, file: { vimeo_video_id?: string | number | null; is_readonly: string | null }, downloadable: boolean | null | undefined): boolean {
  const id = file.vimeo_video_id;
  const readOnly = (file.is_readonly ?? '').trim().toUpperCase() !== 'N';
  return type === 'Vimeo' && downloadable === true && !readOnly && id !== null && id !== undefined && String(id).trim() !== '';
}
