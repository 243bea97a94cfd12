import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '../../test/server.ts';
import { examTest, openExams } from './testing/exam-server.ts';

describe('My Exam failures', () => {
  it('[EXAM-ERR-1] a failed list with a server message is an error toast and the error backdrop', async () => {
    await openExams({ search: '?label=11', tests: () => fail(404, 'Label not found') });
    const backdrop = await screen.findByRole('alertdialog', { name: 'Label not found' });
    expect(within(backdrop).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getAllByText('Label not found').length).toBeGreaterThanOrEqual(2); // the toast too
  });

  it('[EXAM-ERR-2] Cancel on the backdrop goes to the dashboard', async () => {
    const { user } = await openExams({ search: '?label=11', tests: () => fail(404, 'Label not found') });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });

  it('[EXAM-ERR-1] a failed product list with a server message has the backdrop too', async () => {
    await openExams({ productIds: (kind) => (kind === 'Mock_Test' ? fail(404, 'Product store unavailable') : HttpResponse.json({ statusCode: 200, message: 'OK', result: [] })) });
    expect(await screen.findByRole('alertdialog', { name: 'Product store unavailable' })).toBeInTheDocument();
  });

  it('[EXAM-ERR-3] [ERR-STATUS-4] a failure without a server message says the status text in place, and Try again loads', async () => {
    let calls = 0;
    const { user } = await openExams({ search: '?label=11', tests: () => (++calls === 1 ? fail(404, '') : { 11: [examTest(1, { test_name: 'Back again' })] }) });
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Not Found');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Back again' })).toBeInTheDocument();
  });

  it('[EXAM-LABEL-8] [ERR-STATUS-1] a label call with no answer: the placeholders, and the network text as a toast', async () => {
    await openExams({ labels: () => HttpResponse.error() });
    expect(await screen.findByRole('button', { name: 'Mock test' })).toBeInTheDocument();
    expect(await screen.findByText('Please check your internet connection!')).toBeInTheDocument();
  });

  it('[ERR-GEN-1] [SESSION-FORBID-1] a 403 on a list logs out with its message, no backdrop', async () => {
    await openExams({ search: '?label=11', tests: () => fail(403, 'Your session has been closed.') });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has been closed.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
