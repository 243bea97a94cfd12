import { describe, expect, it } from 'vitest';
import { isReportProductTest, readReportSort, sortReportCards } from './report-cards.ts';

const card = (test_id: number, end_timestamp: number) => ({ test_id, end_timestamp });
const cards = [card(1, 200), card(2, 100), card(3, 300), card(4, 200)];

describe('report cards', () => {
  it('[REPORT-LABEL-3] [REPORT-LABEL-6] newest first by the end of the test, ties by id the same way', () => {
    expect(sortReportCards(cards, 'newest').map((c) => c.test_id)).toEqual([3, 4, 1, 2]);
  });

  it('[REPORT-LABEL-3] [REPORT-LABEL-6] oldest first on request, and the list given is left as it was', () => {
    expect(sortReportCards(cards, 'oldest').map((c) => c.test_id)).toEqual([2, 1, 4, 3]);
    expect(cards.map((c) => c.test_id)).toEqual([1, 2, 3, 4]);
  });

  it('[REPORT-LABEL-6] an address without a sort, or with one unknown, reads newest first', () => {
    expect([readReportSort(null), readReportSort('x'), readReportSort('oldest')]).toEqual(['newest', 'newest', 'oldest']);
  });

  it('[REPORT-PROD-1] only mock (1) and online (4) tests of a product are listed', () => {
    expect([1, 2, 4, 3].map(isReportProductTest)).toEqual([true, false, true, false]);
  });
});
