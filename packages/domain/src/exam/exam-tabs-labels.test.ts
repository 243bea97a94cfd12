import { describe, expect, it } from 'vitest';
import type { DeliveryMode } from '../shell/institute-settings.ts';
import {
  examLabelStrip,
  examTabs,
  isLabelStripShown,
  isPlaceholderLabel,
  labelTestsPathId,
  matchesExamSearch,
  MOCK_PLACEHOLDER,
  ONLINE_PLACEHOLDER,
  searchOnlineExams,
  testsOfLabel,
  type ExamLabel,
} from './exam-tabs-labels.ts';

const practice: ExamLabel = { label_id: 7, label_name: 'Weekly practice', test_type_id: 2 };
const mock: ExamLabel = { label_id: 8, label_name: 'JEE mocks', test_type_id: 1 };
const online: ExamLabel = { label_id: 9, label_name: 'Unit tests', test_type_id: 4 };
const ids = (strip: ExamLabel[]) => strip.map((l) => l.label_id);

describe('exam tabs', () => {
  it.each<[DeliveryMode | null, boolean]>([
    ['ONLINE', true],
    ['HYBRID_BLENDED', true],
    ['OFFLINE', false],
    [null, false],
  ])('[EXAM-TAB-1] [EXAM-TAB-2] exam setting %s: Online tab %s', (mode, shown) => expect(examTabs(mode, 1, true).online).toBe(shown));

  it.each<[DeliveryMode | null, number, boolean, boolean]>([
    ['ONLINE', 1, true, true],
    ['ONLINE', 1, false, false],
    ['OFFLINE', 1, false, true],
    ['HYBRID_BLENDED', 3, false, true],
    ['ONLINE', 3, true, true],
    ['OFFLINE', 99, true, false],
    ['HYBRID_BLENDED', 99, true, false],
  ])('[EXAM-TAB-3] [EXAM-TAB-4] setting %s, user type %i, student id %s: Offline tab %s', (mode, type, hasId, shown) =>
    expect(examTabs(mode, type, hasId).offline).toBe(shown),
  );
});

describe('exam label strip', () => {
  it('[EXAM-LABEL-2] [EXAM-LABEL-10] labels of both kinds are kept as they are, without placeholders', () =>
    expect(ids(examLabelStrip([practice, mock, online]))).toEqual([7, 8, 9]));
  it('[EXAM-LABEL-7] [EXAM-LABEL-10] no label at all gives OnlineP then MockP', () =>
    expect(examLabelStrip([])).toEqual([ONLINE_PLACEHOLDER, MOCK_PLACEHOLDER]));
  it('[EXAM-LABEL-7] [EXAM-LABEL-10] reading B: each placeholder when its own kind is missing', () => {
    expect(ids(examLabelStrip([practice, mock]))).toEqual([7, 8, 'OnlineP']);
    expect(ids(examLabelStrip([online, practice]))).toEqual([9, 7, 'MockP']);
  });
  it('[EXAM-LABEL-8] a failed label call gives the placeholders OnlineP (type 4) and MockP (type 1)', () => {
    const strip = examLabelStrip(null);
    expect(strip.map((l) => [l.label_id, l.test_type_id])).toEqual([
      ['OnlineP', 4],
      ['MockP', 1],
    ]);
  });
  it('[EXAM-LABEL-6] the navigation shows only with labels', () => {
    expect(isLabelStripShown([])).toBe(false);
    expect(isLabelStripShown(examLabelStrip([]))).toBe(true);
  });
  it('[EXAM-LABEL-7] only OnlineP and MockP are placeholders', () => {
    expect(isPlaceholderLabel(ONLINE_PLACEHOLDER)).toBe(true);
    expect(isPlaceholderLabel(MOCK_PLACEHOLDER)).toBe(true);
    expect(isPlaceholderLabel(mock)).toBe(false);
  });
  it('[API-GAP-4] [EXAM-LABEL-3] the tests path takes the label id, or the account id for a placeholder', () => {
    expect(labelTestsPathId(mock, 5001)).toBe(8);
    expect(labelTestsPathId(ONLINE_PLACEHOLDER, 5001)).toBe(5001);
    expect(labelTestsPathId(MOCK_PLACEHOLDER, '5001')).toBe('5001');
  });
  it('[API-GAP-4] a placeholder lists the tests of its own type; a real label all its tests', () => {
    const tests = [
      { test_id: 1, test_type_id: 1 },
      { test_id: 2, test_type_id: 4 },
      { test_id: 3, test_type_id: 2 },
    ];
    expect(testsOfLabel(MOCK_PLACEHOLDER, tests).map((t) => t.test_id)).toEqual([1]);
    expect(testsOfLabel(ONLINE_PLACEHOLDER, tests).map((t) => t.test_id)).toEqual([2]);
    expect(testsOfLabel(practice, tests).map((t) => t.test_id)).toEqual([1, 2, 3]);
  });
});

describe('exam search', () => {
  const tests = [{ test_name: 'Physics Mock 1' }, { test_name: 'Chemistry weekly' }, { test_name: 'MOCK final' }];
  it('[EXAM-SEARCH-1] filters by exam name, case-insensitively; blank keeps all', () => {
    expect(searchOnlineExams(tests, 'mock').map((t) => t.test_name)).toEqual(['Physics Mock 1', 'MOCK final']);
    expect(searchOnlineExams(tests, '  WEEKLY ')).toEqual([{ test_name: 'Chemistry weekly' }]);
    expect(searchOnlineExams(tests, 'biology')).toEqual([]);
    expect(searchOnlineExams(tests, '   ')).toHaveLength(3);
  });
  it('[EXAM-SEARCH-2] the offline side also matches the title', () => {
    expect(matchesExamSearch('term', 'Algebra', 'Term 1 exams')).toBe(true);
    expect(matchesExamSearch('term', 'Algebra')).toBe(false);
    expect(matchesExamSearch('alg', 'Algebra', null)).toBe(true);
  });
});
