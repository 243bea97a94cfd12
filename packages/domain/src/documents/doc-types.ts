import { cut } from '../timetable/text-cut.ts';

/**
 * The document types: the keys of fileMap [DOC-GROUP-1], in the order the cards are grouped and
 * the type dropdown offers them [DOC-FILTER-3]; Vimeo is called 'Video' where a person reads it
 * [DOC-FILTER-4] (the screen's text for the key 'Vimeo').
 */
export const DOC_TYPES = ['Assignment', 'EBook', 'Exam', 'Other', 'Vimeo', 'Youtube'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const isDocType = (value: string): value is DocType => (DOC_TYPES as readonly string[]).includes(value);

/** Dropdown labels over 15 characters are cut at 15 [DOC-FILTER-7] (decision 064: with dots, the whole label in a title). */
export const cutDocLabel = (label: string | null | undefined) => cut(label, 15, 15, '...');

export type FileMap<F> = Partial<Record<DocType, readonly F[] | null | undefined>>;
export type DocGroup<F> = { type: DocType; files: readonly F[] };

/**
 * The groups the screen shows [DOC-GROUP-1]: every type in order, or only the chosen one
 * [DOC-FILTER-5], each with its files (a group with none shows its empty state [DOC-GROUP-2]).
 * A missing or null key is an empty group: the server always sends all six, a client never
 * trusts that.
 */
export function docGroups<F>(fileMap: FileMap<F> | null | undefined, type: DocType | null): DocGroup<F>[] {
  const types = type ? [type] : DOC_TYPES;
  return types.map((t) => ({ type: t, files: fileMap?.[t] ?? [] }));
}

/** No file in any group: the whole list's empty state instead of six empty groups [DOC-GROUP-3]. */
export const noFiles = <F>(groups: readonly DocGroup<F>[]) => groups.every((g) => g.files.length === 0);
