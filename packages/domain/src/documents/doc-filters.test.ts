import { describe, expect, it } from 'vitest';
import { docFilterOptions, shownDocSubject, vimeoDownloadOffered } from './doc-filters.ts';

describe('documents: the subject or course filter', () => {
  it('[DOC-FILTER-1] a student chooses among subjects by subject_id', () => {
    const options = docFilterOptions([{ subject_id: 3, subject_name: 'Mathematics' }, { subject_id: 4, subject_name: 'Environmental Studies' }], false);
    expect(options).toEqual([
      { id: 3, label: 'Mathematics', shown: 'Mathematics' },
      { id: 4, label: 'Environmental Studies', shown: 'Environmental S...' },
    ]);
  });

  it('[DOC-FILTER-2] an open user chooses among courses by course_id; entries without that id are dropped', () => {
    const list = [{ course_id: 9, course_name: 'NEET Crash Course 2027' }, { subject_id: 3, subject_name: 'Mathematics' }, { course_id: 9, course_name: 'again' }];
    expect(docFilterOptions(list, true)).toEqual([{ id: 9, label: 'NEET Crash Course 2027', shown: 'NEET Crash Cour...' }]);
    expect(docFilterOptions(null, true)).toEqual([]);
  });

  it('[DOC-FILTER-6] [DOC-LOAD-2] the chosen subject while offered, else the first; a reset goes back to the first', () => {
    const options = docFilterOptions([{ subject_id: 3, subject_name: 'Mathematics' }, { subject_id: 4, subject_name: 'Science' }], false);
    expect(shownDocSubject(options, 4)).toBe(4);
    expect(shownDocSubject(options, null)).toBe(3);
    expect(shownDocSubject(options, 99)).toBe(3);
    expect(shownDocSubject([], null)).toBeNull();
  });

  it('[DOC-VID-3] [DOC-DL-1] a Vimeo entry offers its downloads only when vimeo_video_downlodable is true, it has an id and is not read-only', () => {
    const entry = (vimeo_video_id: string | null, is_readonly = 'N') => ({ vimeo_video_id, is_readonly });
    expect(vimeoDownloadOffered('Vimeo', entry('76979871'), true)).toBe(true);
    expect(vimeoDownloadOffered('Vimeo', entry('76979871'), false)).toBe(false);
    expect(vimeoDownloadOffered('Vimeo', entry('76979871', 'Y'), true)).toBe(false);
    expect(vimeoDownloadOffered('Vimeo', entry(' '), true)).toBe(false);
    expect(vimeoDownloadOffered('Youtube', entry('abc'), true)).toBe(false);
  });
});
