import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '../../test/server.ts';
import { callsTo, EXAM_API, examTest, LABELS, openExams } from './testing/exam-server.ts';

const strip = () => screen.findByRole('group', { name: 'Test types' });
const labelNames = async () => within(await strip()).getAllByRole('button').map((b) => b.textContent);
const testCalls = () => callsTo(`${EXAM_API}/student/testLabels/`).map((r) => `${r.url.pathname}${r.url.search}`);

describe('My Exam labels', () => {
  it('[EXAM-LABEL-1] [EXAM-LABEL-2] the strip has one button per label of the institute', async () => {
    await openExams();
    expect(await labelNames()).toEqual(['JEE Online Exams', 'JEE Mock Series', 'Practice Papers']);
    expect(callsTo(`${EXAM_API}/student/testLabels`)).toHaveLength(1);
  });

  it('[EXAM-LABEL-7] [EXAM-LABEL-10] a missing kind gets its placeholder (decision 034, reading B)', async () => {
    await openExams({ labels: [LABELS[0]!, LABELS[2]!] });
    expect(await labelNames()).toEqual(['JEE Online Exams', 'Practice Papers', 'Mock test']);
  });

  it('[EXAM-LABEL-8] a failed label call gives the placeholders and an error toast', async () => {
    await openExams({ labels: () => fail(500, 'Exam service is down') });
    expect(await labelNames()).toEqual(['Online exam', 'Mock test']);
    expect(await screen.findByText('Exam service is down')).toBeInTheDocument();
  });

  it("[EXAM-LABEL-9] a label failure saying 'unauthorized' is not shown", async () => {
    await openExams({ labels: () => fail(401, 'unauthorized') });
    expect(await labelNames()).toEqual(['Online exam', 'Mock test']);
    expect(screen.queryByText('unauthorized')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('[EXAM-LABEL-5] [EXAM-PH-1] nothing is listed or asked until a label is chosen', async () => {
    await openExams({ tests: { 11: [examTest(1)] } });
    await strip();
    expect(screen.getByText('Choose a test type to see its tests')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(testCalls()).toEqual([]);
  });

  it('[EXAM-LABEL-3] [EXAM-TOAST-1] choosing a label lists its tests, marks it chosen and says the tests came', async () => {
    const { user } = await openExams({ tests: { 12: [examTest(1, { test_name: 'Mock 1', test_type_id: 1, label_id: 12 })] } });
    await user.click(within(await strip()).getByRole('button', { name: 'JEE Mock Series' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Mock 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JEE Mock Series' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'JEE Online Exams' })).toHaveAttribute('aria-pressed', 'false');
    expect(testCalls()).toEqual([`${EXAM_API}/student/testLabels/12/tests`]);
    expect(await screen.findByText('Tests received')).toBeInTheDocument();
  });

  it('[API-GAP-4] a placeholder asks with the account id and its own test type (decision 034)', async () => {
    const { user } = await openExams({ labels: [], tests: { 9001: [examTest(1, { test_name: 'Unlabelled online', label_id: null }), examTest(2, { test_name: 'Unlabelled mock', test_type_id: 1, label_id: null })] } });
    await user.click(within(await strip()).getByRole('button', { name: 'Online exam' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Unlabelled online' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Unlabelled mock' })).not.toBeInTheDocument();
    expect(testCalls()).toEqual([`${EXAM_API}/student/testLabels/9001/tests?test_type_id=4`]);
  });

  it('[EXAM-LABEL-3] the chosen label is kept in the address, so coming back shows it again', async () => {
    const { user } = await openExams({ tests: { 13: [examTest(5, { test_name: 'Practice 5', test_type_id: 2, label_id: 13, test_limit: 3 })] } });
    await user.click(within(await strip()).getByRole('button', { name: 'Practice Papers' }));
    await waitFor(() => expect(window.location.search).toBe('?label=13'));
    await user.click(screen.getByRole('link', { name: 'Bookmarked Questions' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/report'));
    window.history.back();
    await waitFor(() => expect(window.location.href).toContain('/exam?label=13'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Practice 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice Papers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('[EXAM-LABEL-4] Bookmarked Questions sits beside the strip and leads to the reports screen (no route of its own yet)', async () => {
    await openExams();
    await strip();
    expect(screen.getByRole('link', { name: 'Bookmarked Questions' })).toHaveAttribute('href', '/my-account/report?view=bookmarks');
  });

  it('[EXAM-LABEL-6] [EXAM-LABEL-7] with no label at all the strip holds both placeholders, so it is never empty (decision 034)', async () => {
    await openExams({ labels: () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] }) });
    expect(await labelNames()).toEqual(['Online exam', 'Mock test']);
  });
});
