import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentSession } from '../../test/fixtures.ts';
import { cardOf, examTest, launchBodies, openExams, sessionAt } from './testing/exam-server.ts';

const LONG = 'Joint Entrance Examination Main Full Syllabus Mock Test Paper Two';

// One exam per list status, all under label 11 (NOW is 10:15; windows in minutes from NOW).
const EVERY_STATUS = [
  examTest(1, { test_name: 'Starts at noon', from: 105, to: 225 }), // upcoming
  examTest(2, { test_name: 'Open now' }), // ongoing
  examTest(3, { test_name: 'Left half-way', test_type_id: 1, incomplete_attempts: 1 }), // resume
  examTest(4, { test_name: 'Result published', from: -2880, to: -60, total_attempts: 1, is_submitted: 0 }), // view
  examTest(5, { test_name: 'Practice as often as you like', test_type_id: 2, test_limit: 0, total_attempts: 4 }), // practice
  examTest(6, { test_name: 'Missed it', from: -2880, to: -60 }), // expired: no attempt
  examTest(7, { test_name: 'Awaiting evaluation', from: -2880, to: -60, total_attempts: 1, is_submitted: 1 }), // attempted
  examTest(8, { test_name: 'Mock already finished', test_type_id: 1, total_attempts: 1 }), // expired: completed
  examTest(9, { test_name: 'Practice limit reached', test_type_id: 2, test_limit: 2, total_attempts: 2 }), // expired
];

const shownNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('My Exam list', () => {
  it('[EXAM-LIST-11] [EXAM-LIST-12] [EXAM-LIST-1..9] upcoming, ongoing, resume, view and practice cards show; expired and attempted ones do not', async () => {
    await openExams({ search: '?label=11', tests: { 11: EVERY_STATUS } });
    await screen.findByRole('heading', { level: 3, name: 'Open now' });
    expect(shownNames()).toEqual(['Starts at noon', 'Open now', 'Left half-way', 'Result published', 'Practice as often as you like']);
  });

  it('[EXAM-BTN-1] [EXAM-BTN-2] [EXAM-BTN-3] [EXAM-BTN-4] [EXAM-BTN-6] each shown status has its badge or button', async () => {
    await openExams({ search: '?label=11', tests: { 11: EVERY_STATUS } });
    await screen.findByRole('heading', { level: 3, name: 'Open now' });
    const upcoming = within(cardOf('Starts at noon'));
    expect(upcoming.getByText('Upcoming')).toHaveAttribute('data-status', 'upcoming');
    expect(upcoming.queryByRole('button')).not.toBeInTheDocument();
    const buttons = (name: string) => within(cardOf(name)).getAllByRole('button').map((b) => [b.textContent, b.hasAttribute('disabled')]);
    expect(buttons('Open now')).toEqual([['Start', false]]);
    expect(buttons('Left half-way')).toEqual([['Resume', false]]);
    expect(buttons('Result published')).toEqual([['View', false]]);
    expect(buttons('Practice as often as you like')).toEqual([['Start', false]]);
    expect(within(cardOf('Practice as often as you like')).getByText('4 (no limit)')).toBeInTheDocument();
    expect(within(cardOf('Left half-way')).getByText('In progress')).toBeInTheDocument();
  });

  it('[EXAM-BTN-5] Start, Resume and View open the test panel in a new window by a launch token, never a credential', async () => {
    const { user, open, panels } = await openExams({ search: '?label=11', tests: { 11: EVERY_STATUS } });
    await user.click(await screen.findByRole('button', { name: 'Start', description: 'Open now' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(panels).toEqual(['/my-account/test-panel#launch=token-of-2']));
    await user.click(within(cardOf('Left half-way')).getByRole('button', { name: 'Resume' }));
    await user.click(within(cardOf('Result published')).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(panels).toHaveLength(3));
    expect(launchBodies()).toEqual([{ test_id: 2 }, { test_id: 3 }, { test_id: 4 }]);
    // [API-EXT-1] departs on purpose: the address carries a single-use launch token, no password.
    expect(panels.slice(1)).toEqual(['/my-account/test-panel#launch=token-of-3', '/my-account/test-panel#launch=token-of-4']);
  });

  it('[EXAM-BTN-8] [TT-EXAM-8] a parent sees the buttons grey; pressing one says so and opens nothing', async () => {
    const { user, open } = await openExams({ session: sessionAt(parentSession), search: '?label=11', tests: { 11: EVERY_STATUS } });
    const start = await screen.findByRole('button', { name: 'Start', description: 'Open now' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    await user.click(start);
    expect(await screen.findByText('Parents are not allowed to give exam')).toBeInTheDocument();
    await user.click(within(cardOf('Left half-way')).getByRole('button', { name: 'Resume' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('[EXAM-ONLINE-3] a name over 47 characters is cut to 47 plus dots on the card, and heard whole', async () => {
    await openExams({ search: '?label=11', tests: { 11: [examTest(21, { test_name: LONG })] } });
    const heading = await screen.findByRole('heading', { level: 3, name: LONG });
    expect(within(heading).getByText(`${LONG.slice(0, 47)}...`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('[EXAM-LIST-10] [CONST-FMT-1] [CONST-FMT-2] a card shows its type, window in the institute zone and duration', async () => {
    await openExams({ search: '?label=11', tests: { 11: [examTest(22, { test_name: 'Physics online', from: -15, to: 1425, duration: 90 })] } });
    const card = within(await screen.findByRole('heading', { level: 3, name: 'Physics online' }).then((h) => h.closest('li')!));
    const facts = Object.fromEntries(card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ Type: 'Online exam', Starts: '21-11-2026, 10:00 AM', Ends: '22-11-2026, 10:00 AM', Duration: '90 mins' });
  });

  it('a one-minute test reads "1 min", not "1 mins"', async () => {
    await openExams({ search: '?label=11', tests: { 11: [examTest(23, { test_name: 'Sprint', duration: 1 })] } });
    const card = within(await screen.findByRole('heading', { level: 3, name: 'Sprint' }).then((h) => h.closest('li')!));
    expect(card.getByText('1 min')).toBeInTheDocument();
  });

  it('[EXAM-LIST-10] the statuses follow the server clock (API-EXAM-8), not the browser one', async () => {
    // The browser says 10:15; the server says 12:30: the noon exam is open, the 10:00 one still too.
    await openExams({ search: '?label=11', time: '2026-11-21T12:30:00+05:30', tests: { 11: [examTest(31, { test_name: 'Noon exam', from: 105, to: 225 })] } });
    const card = within(await screen.findByRole('heading', { level: 3, name: 'Noon exam' }).then((h) => h.closest('li')!));
    expect(await card.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('[EXAM-PH-2] a label with nothing to show says no exam available', async () => {
    await openExams({ search: '?label=11', tests: { 11: EVERY_STATUS.slice(5) } });
    expect(await screen.findByText('no exam available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('[EXAM-SEARCH-1] the search keeps the exams whose name holds the words, in any case', async () => {
    const { user } = await openExams({ search: '?label=11', tests: { 11: EVERY_STATUS } });
    await screen.findByRole('heading', { level: 3, name: 'Open now' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by exam name' }), '  PRACTICE ');
    expect(shownNames()).toEqual(['Practice as often as you like']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(screen.getByText('No exam matches your search.')).toBeInTheDocument();
  });
});
