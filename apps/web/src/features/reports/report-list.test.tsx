import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examTest, openReports } from './testing/report-server.ts';

const DAY = 24 * 60;
const cards = () => screen.getAllByTestId(/^report-card-/);
const names = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);
const card = (id: number) => screen.getByTestId(`report-card-${id}`);
const fact = (c: HTMLElement, term: string) => within(c).getByText(term).nextElementSibling?.textContent;

const published = examTest(1, { test_name: 'Published quiz', from: -3 * DAY, to: -2 * DAY, total_attempts: 1, is_result_published: 1 });
const evaluating = examTest(2, { test_name: 'Evaluating quiz', from: -5 * DAY, to: -4 * DAY, total_attempts: 1 });
const expired = examTest(3, { test_name: 'Missed quiz', from: -9 * DAY, to: -8 * DAY, is_result_published: 1 });
const open = examTest(4, { test_name: 'Open quiz', is_result_published: 1 });

describe('Exam reports: the online list', () => {
  it('[REPORT-LABEL-1] [REPORT-LABEL-2] [REPORT-LABEL-3] [REPORT-LABEL-4] the label strip, Bookmarked Questions and the sort; a label lists its cards', async () => {
    const { user } = await openReports({ tests: { '11': [published, evaluating] } });
    const strip = await screen.findByRole('group', { name: 'Test types' });
    expect(within(strip).getAllByRole('button').map((b) => b.textContent)).toEqual(['JEE Online Exams', 'JEE Mock Series', 'Practice Papers']);
    expect(screen.getByRole('link', { name: 'Bookmarked Questions' })).toHaveAttribute('href', '/my-account/report?view=bookmarks');
    expect(screen.getByRole('combobox', { name: 'Sort by date' })).toHaveValue('newest');
    expect(screen.getByText('Choose a test type to see its tests')).toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: 'JEE Online Exams' }));
    await waitFor(() => expect(names()).toEqual(['Published quiz', 'Evaluating quiz']));
  });

  it('[REPORT-CARD-5] [REPORT-CARD-6] [REPORT-STATUS-6] View only for an attempted test whose result is published; the others say there is no report', async () => {
    await openReports({ search: '?label=11', tests: { '11': [published, evaluating, expired, open] } });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(within(card(1)).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/my-account/report?label=11&test=1');
    for (const id of [2, 3, 4]) {
      expect(within(card(id)).queryByRole('link', { name: 'View' })).toBeNull();
      expect(within(card(id)).getByText('No report available')).toBeInTheDocument();
    }
    expect([1, 2, 3, 4].map((id) => within(card(id)).getByText(/published|evaluation|Expired|Not attempted/).textContent)).toEqual([
      'Result published',
      'Under evaluation',
      'Expired',
      'Not attempted',
    ]);
  });

  it('[REPORT-CARD-1] [REPORT-CARD-2] [REPORT-CARD-3] [REPORT-CARD-7] each type its facts; over 60 minutes in hours and minutes', async () => {
    const mock = examTest(5, { test_type_id: 1, to: -DAY, duration: 90, total_attempts: 1 });
    const practice = examTest(6, { test_type_id: 2, duration: 60, total_attempts: 2, test_limit: 3 });
    const online = examTest(7, { test_type_id: 4, duration: 61 });
    await openReports({ search: '?label=11', tests: { '11': [mock, practice, online] } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(fact(card(5), 'End date')).toBe('20-11-2026');
    expect(fact(card(5), 'Duration')).toBe('1 hr 30 min');
    expect(within(card(5)).queryByText('Starts')).toBeNull();
    expect(fact(card(6), 'Attempts')).toBe('2 Out of 3');
    expect(fact(card(6), 'Duration')).toBe('60 mins');
    expect(fact(card(7), 'Starts')).toBe('21-11-2026, 10:00 AM');
    expect(fact(card(7), 'Duration')).toBe('1 hr 1 min');
  });

  it('[REPORT-CARD-8] a name over 47 characters is cut with an ellipsis and heard whole', async () => {
    const long = 'A very long name of a weekly physics test series paper';
    await openReports({ search: '?label=11', tests: { '11': [examTest(8, { test_name: long })] } });
    const heading = await screen.findByRole('heading', { level: 3, name: long });
    expect(within(heading).getByText(`${long.slice(0, 47)}...`)).toBeInTheDocument();
  });

  it('[REPORT-LABEL-6] newest first by the end of the test; Oldest first on request, kept in the address', async () => {
    const { user } = await openReports({ search: '?label=11', tests: { '11': [evaluating, published, expired] } });
    await waitFor(() => expect(names()).toEqual(['Published quiz', 'Evaluating quiz', 'Missed quiz']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by date' }), 'Oldest first');
    expect(names()).toEqual(['Missed quiz', 'Evaluating quiz', 'Published quiz']);
    await waitFor(() => expect(window.location.search).toContain('order=oldest'));
  });

  it('[REPORT-PROD-1] Products / Exams lists the mock and online tests the products assign, each with its product', async () => {
    const mock = examTest(21, { test_type_id: 1, test_name: 'Product mock', product_name: 'JEE Crash Course' });
    const practice = examTest(22, { test_type_id: 2, test_name: 'Product practice', product_name: 'JEE Crash Course' });
    await openReports({ productIds: { Mock_Test: [{ test_id: 21, test_institute_id: 102 }, { test_id: 22, test_institute_id: 102 }] }, productTests: [mock, practice] });
    const section = await screen.findByRole('region', { name: 'Products / Exams' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product mock']);
    expect(fact(card(21), 'Products')).toBe('JEE Crash Course');
  });
});
