import { describe, expect, it } from 'vitest';
import { cutDocLabel, docGroups, DOC_TYPES, isDocType, noFiles } from './doc-types.ts';
import { fileActions } from './file-actions.ts';
import { dayAtOffsetOf, isNewFile, isNewShare, shareDateText } from './new-files.ts';

const file = (file_name: string, is_readonly = 'N') => ({ file_name, is_readonly });

describe('documents: types, groups, filters', () => {
  it('[DOC-FILTER-3] [DOC-GROUP-1] six types in order, the keys of fileMap', () => {
    expect(DOC_TYPES).toEqual(['Assignment', 'EBook', 'Exam', 'Other', 'Vimeo', 'Youtube']);
    expect(isDocType('Vimeo')).toBe(true);
    expect(isDocType('Video')).toBe(false);
  });

  it('[DOC-GROUP-1] [DOC-GROUP-2] every group in order, a missing or null key an empty group', () => {
    const groups = docGroups({ EBook: [1, 2], Exam: null, Other: [3] }, null);
    expect(groups.map((g) => [g.type, g.files.length])).toEqual([
      ['Assignment', 0],
      ['EBook', 2],
      ['Exam', 0],
      ['Other', 1],
      ['Vimeo', 0],
      ['Youtube', 0],
    ]);
    expect(noFiles(groups)).toBe(false);
  });

  it('[DOC-FILTER-5] a chosen type limits the list to its group', () => {
    expect(docGroups({ EBook: [1, 2], Other: [3] }, 'Other')).toEqual([{ type: 'Other', files: [3] }]);
  });

  it('[DOC-GROUP-3] no file anywhere is the whole list\'s empty state', () => {
    expect(noFiles(docGroups({}, null))).toBe(true);
    expect(noFiles(docGroups(null, 'EBook'))).toBe(true);
  });

  it('[DOC-FILTER-7] labels over 15 characters are cut at 15', () => {
    expect(cutDocLabel('Mathematics')).toBe('Mathematics');
    expect(cutDocLabel('a'.repeat(15))).toBe('a'.repeat(15));
    expect(cutDocLabel('Environmental Studies')).toBe('Environmental S...');
    expect(cutDocLabel(null)).toBe('');
  });
});

describe('documents: download and view', () => {
  it('[DOC-DL-1] download only when is_readonly is N; anything else is read-only', () => {
    expect(fileActions(file('notes.pdf', 'N'), 'EBook').download).toBe(true);
    expect(fileActions(file('notes.pdf', 'n '), 'EBook').download).toBe(true);
    expect(fileActions(file('notes.pdf', 'Y'), 'EBook').download).toBe(false);
    expect(fileActions({ file_name: 'notes.pdf', is_readonly: null }, 'EBook').download).toBe(false);
  });

  it('[DOC-DL-2] a read-only pdf is view only; a downloadable one is viewed and downloaded', () => {
    expect(fileActions(file('notes.pdf', 'Y'), 'EBook')).toEqual({ download: false, view: true, viewOnly: true, noPreview: false });
    expect(fileActions(file('notes.pdf', 'N'), 'EBook')).toEqual({ download: true, view: true, viewOnly: false, noPreview: false });
  });

  it('[DOC-DL-3] [DOC-DL-4] zip and pbix: no view, the no-preview message; download by is_readonly', () => {
    expect(fileActions(file('all.zip'), 'Other')).toEqual({ download: true, view: false, viewOnly: false, noPreview: true });
    expect(fileActions(file('sales.PBIX', 'Y'), 'Other')).toEqual({ download: false, view: false, viewOnly: false, noPreview: true });
  });

  it('[DOC-DL-9] a read-only image is viewable without download; a read-only office file has neither', () => {
    expect(fileActions(file('map.png', 'Y'), 'Other')).toEqual({ download: false, view: true, viewOnly: false, noPreview: false });
    expect(fileActions(file('marks.xlsx', 'Y'), 'Other')).toEqual({ download: false, view: false, viewOnly: false, noPreview: false });
    expect(fileActions(file('marks.xlsx', 'N'), 'Other')).toEqual({ download: true, view: false, viewOnly: false, noPreview: false });
  });

  it('[DOC-VID-1] [DOC-VID-2] Vimeo and YouTube entries play in the viewer when their id is there; never downloaded here', () => {
    expect(fileActions({ file_name: null, is_readonly: 'N', vimeo_video_id: 76979871 }, 'Vimeo')).toEqual({ download: false, view: true, viewOnly: false, noPreview: false });
    expect(fileActions({ file_name: null, is_readonly: 'N', proc_id: '' }, 'Youtube').view).toBe(false);
  });
});

describe('documents: new files', () => {
  it('[DOC-NEW-1] [DOC-NEW-2] shared within the last 7 days (today included) is new', () => {
    expect(isNewFile('2026-11-27', '2026-11-27')).toBe(true);
    expect(isNewFile('2026-11-21T10:00:00+05:30', '2026-11-27')).toBe(true);
    expect(isNewFile('2026-11-20', '2026-11-27')).toBe(false);
    expect(isNewFile('2026-11-30', '2026-11-27')).toBe(true);
    expect(isNewFile('yesterday', '2026-11-27')).toBe(false);
    expect(isNewFile(null, '2026-11-27')).toBe(false);
  });

  it('[DOC-NEW-2] the day counts in the institute\'s day, read from the share date\'s offset, not the device\'s', () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    const now = new Date('2026-11-26T20:00:00Z');
    expect(dayAtOffsetOf('2026-11-20T10:00:00+05:30', now)).toBe('2026-11-27');
    expect(dayAtOffsetOf('2026-11-20T10:00:00Z', now)).toBe('2026-11-26');
    expect(dayAtOffsetOf('2026-11-20', now)).toBeNull();
    expect(isNewShare('2026-11-20T10:00:00+05:30', now, '2026-11-26')).toBe(false);
    expect(isNewShare('2026-11-20', now, '2026-11-26')).toBe(true);
  });
});

describe('documents: the card', () => {
  it('[DOC-CARD-1] the share date reads DD-MM-YYYY of its date part (the institute\'s day)', () => {
    expect(shareDateText('2026-11-25T18:40:00+05:30')).toBe('25-11-2026');
    expect(shareDateText('2026-11-25')).toBe('25-11-2026');
    expect(shareDateText('yesterday')).toBeNull();
    expect(shareDateText(null)).toBeNull();
  });
});
