import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, EXAM_API, examTest, launchBodies, openExams } from './testing/exam-server.ts';

const product = (test_id: number, name: string, product_name: string, extra: Parameters<typeof examTest>[1] = {}) =>
  examTest(test_id, { test_name: name, product_id: 70, product_name, test_institute_id: 555, label_id: null, ...extra });

const PRODUCT_TESTS = [
  product(41, 'Product mock open now', 'JEE Crash Course', { test_type_id: 1 }),
  product(42, 'Product online tomorrow', 'JEE Crash Course', { from: 1425, to: 1545 }),
  product(43, 'Product exam published', 'NEET Booster', { from: -2880, to: -60, total_attempts: 1, is_submitted: 0 }),
  product(44, 'Product resume', 'NEET Booster', { incomplete_attempts: 1 }),
];
const IDS = { Mock_Test: [{ test_id: 41, test_institute_id: 555 }], Online_Test: [42, 43, 44].map((test_id) => ({ test_id, test_institute_id: 555 })) };

const table = () => screen.findByRole('table');

describe('My Exam product exams', () => {
  it('[EXAM-PROD-1] [EXAM-PROD-2] the ids of both product lists are asked for, then those tests in one call', async () => {
    await openExams({ productIds: IDS, productTests: PRODUCT_TESTS });
    await table();
    expect(callsTo('/prod/user-product/v2/assigned-product-test-ids/').map((r) => r.url.pathname.split('/').pop()).sort()).toEqual(['Mock_Test', 'Online_Test']);
    expect(callsTo(`${EXAM_API}/tests/list_id`).map((r) => r.body)).toEqual([{ test_ids: '41,42,43,44', user_id: 502 }]);
  });

  it('[EXAM-ONLINE-1] [EXAM-ONLINE-2] [EXAM-LIST-13] they show under Products | Exams by product, with no view state', async () => {
    await openExams({ productIds: IDS, productTests: PRODUCT_TESTS });
    const products = await table();
    expect(within(products).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Products', 'Exams']);
    const rows = within(products).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)])).toEqual([
      ['JEE Crash Course', ['Product mock open now', 'Product online tomorrow']],
      ['NEET Booster', ['Product resume']],
    ]);
    // They are there before any label is chosen: they come from the products, not from a label.
    expect(screen.getByText('Choose a test type to see its tests')).toBeInTheDocument();
  });

  it('[EXAM-PROD-3] [EXAM-BTN-9] a product exam opens the panel with the product institute', async () => {
    const { user, panels } = await openExams({ productIds: IDS, productTests: PRODUCT_TESTS });
    await table();
    await user.click(screen.getByRole('button', { name: 'Start', description: 'Product mock open now' }));
    await user.click(screen.getByRole('button', { name: 'Resume', description: 'Product resume' }));
    await waitFor(() => expect(panels).toHaveLength(2));
    expect(launchBodies()).toEqual([
      { test_id: 41, test_institute_id: 555 },
      { test_id: 44, test_institute_id: 555 },
    ]);
  });

  it('[EXAM-PROD-2] without assigned ids nothing more is asked and no section shows', async () => {
    await openExams();
    await screen.findByRole('group', { name: 'Test types' });
    expect(callsTo('/prod/user-product/v2/assigned-product-test-ids/')).toHaveLength(2);
    expect(callsTo(`${EXAM_API}/tests/list_id`)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('[EXAM-SEARCH-1] the search applies to product exams too', async () => {
    const { user } = await openExams({ productIds: IDS, productTests: PRODUCT_TESTS });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search by exam name' }), 'RESUME');
    expect(within(await table()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product resume']);
  });
});
