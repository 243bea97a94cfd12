import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachingSession, openUserSession } from '../../test/fixtures.ts';
import { fail } from '../../test/server.ts';
import { callsTo, LIST_PATH, ONGOING, openList, openScreen, PAST } from './testing/assign-server.ts';

const panel = () => screen.getByRole('tabpanel');
const cardTitles = () => within(panel()).queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const statusBox = () => screen.getByRole('combobox', { name: 'Status' });

describe('assignments list', () => {
  it('[ASSIGN-LOAD-1] [ASSIGN-TAB-1] [ASSIGN-TAB-2] [ASSIGN-TAB-3] asks API-ASSIGN-1 with category 255; Ongoing (first) and Past with counts', async () => {
    await openList();
    expect(callsTo(LIST_PATH).map((c) => c.body)).toEqual([{ category_id: 255, institute_id: 101, student_id: 7001 }]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Ongoing (5)', 'Past (3)']);
    expect(screen.getByRole('tab', { name: 'Ongoing (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fractions worksheet' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(ONGOING.map((i) => i.title));
    expect(screen.getByRole('heading', { level: 1, name: 'Homework' })).toBeInTheDocument();
  });

  it('[ASSIGN-TAB-4] ?open=999 opens the Past tab', async () => {
    await openList({ path: '/assignment?open=999' });
    expect(screen.getByRole('tab', { name: 'Past (3)' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { level: 2, name: 'History timeline' });
    expect(cardTitles()).toEqual(PAST.map((i) => i.title));
  });

  it('[ASSIGN-FILTER-1] [ASSIGN-FILTER-2] each tab has its labelled status dropdown with its options in order', async () => {
    const { user } = await openList();
    const options = () => within(statusBox()).getAllByRole('option').map((o) => o.textContent);
    expect(options()).toEqual(['Select status', 'Pending', 'Draft', 'Submitted', 'Evaluated']);
    await user.click(screen.getByRole('tab', { name: 'Past (3)' }));
    expect(options()).toEqual(['Select status', 'Submitted', 'Not Submitted', 'Evaluated', 'Expired']);
  });

  it('[ASSIGN-FILTER-3] [ASSIGN-STATUS-2] a status keeps the cards shown with it: Evaluated matches evaluated submissions only', async () => {
    const { user } = await openList();
    await user.selectOptions(statusBox(), 'Evaluated');
    expect(cardTitles()).toEqual(['Geography map work']);
    await user.selectOptions(statusBox(), 'Submitted');
    expect(cardTitles()).toEqual(['Science project: water cycle']);
    await user.selectOptions(statusBox(), 'Select status');
    expect(cardTitles()).toHaveLength(5);
  });

  it('[ASSIGN-SEARCH-1] [ASSIGN-SEARCH-2] the search is a case-insensitive contains over subject, course, due date and status', async () => {
    const { user } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search homework' });
    await user.type(search, 'SCIENCE');
    expect(cardTitles()).toEqual(['Science project: water cycle']);
    await user.clear(search);
    await user.type(search, '27-11-2026');
    expect(cardTitles()).toEqual(['Geography map work']);
    await user.clear(search);
    await user.type(search, 'class 8 - b');
    expect(cardTitles()).toEqual(['English reading log']);
    await user.clear(search);
    await user.type(search, 'draft');
    expect(cardTitles()).toEqual(['Hindi essay: Mera Bharat']);
  });

  it('[ASSIGN-FILTER-4] [ASSIGN-EMPTY-2] filter and search apply together; nothing left shows "No assignments found"', async () => {
    const { user } = await openList();
    await user.selectOptions(statusBox(), 'Pending');
    await user.type(screen.getByRole('searchbox', { name: 'Search homework' }), 'english');
    expect(cardTitles()).toEqual(['English reading log']);
    await user.selectOptions(statusBox(), 'Draft');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No assignments found')).toBeInTheDocument();
  });

  it('[ASSIGN-CARD-1] [ASSIGN-CARD-2] [ASSIGN-CARD-4] a card shows title, course, subject, due date DD-MM-YYYY and status, and links to assignment/{file_id}', async () => {
    await openList();
    const science = card('Science project: water cycle');
    expect(within(science).getByRole('link', { name: 'Science project: water cycle' })).toHaveAttribute('href', '/my-account/assignment/3');
    expect(science).toHaveTextContent('CourseClass 8 - A');
    expect(science).toHaveTextContent('SubjectScience');
    expect(science).toHaveTextContent('Due date24-11-2026');
    expect(science).toHaveTextContent('StatusSubmitted · Review pending from faculty'); // [ASSIGN-STATUS-3]
    expect(card('Geography map work')).toHaveTextContent('StatusEvaluated');
  });

  it('[ASSIGN-CARD-3] [ASSIGN-BADGE-1..5] due badges: time left today, 1 day, 2-5 and 6-7 days in two colours, none above 7', async () => {
    await openList();
    const badge = (title: string) => card(title).querySelector('[data-tone]');
    expect(badge('Fractions worksheet')).toHaveTextContent('13 h 44 min left');
    expect(badge('Fractions worksheet')).toHaveAttribute('data-tone', 'urgent');
    expect(badge('Hindi essay: Mera Bharat')).toHaveTextContent('1 day left');
    expect(badge('Science project: water cycle')).toHaveTextContent('3 days left');
    expect(badge('Science project: water cycle')).toHaveAttribute('data-tone', 'soon');
    expect(badge('Geography map work')).toHaveTextContent('6 days left');
    expect(badge('Geography map work')).toHaveAttribute('data-tone', 'later');
    expect(badge('English reading log')).toBeNull();
  });

  it('[ASSIGN-BADGE-6] a past card has no badge (decision 025) and shows its status', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('tab', { name: 'Past (3)' }));
    expect(card('History timeline').querySelector('[data-tone]')).toBeNull();
    expect(card('History timeline')).toHaveTextContent('StatusNot Submitted');
    expect(card('Maths revision sheet')).toHaveTextContent('StatusExpired');
  });

  it('[ASSIGN-EMPTY-1] an empty tab uses homework wording at a school', async () => {
    await openList({ ongoing: [], past: [] });
    expect(await screen.findByText('You have no ongoing homework.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('[ASSIGN-EMPTY-1] [SHELL-WORD-1] a coaching institute reads Assignments and the assignments wording', async () => {
    const { user } = await openList({ session: coachingSession, ongoing: [], past: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Assignments' })).toBeInTheDocument();
    expect(await screen.findByText('You have no ongoing assignments.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(screen.getByText('You have no past assignments.')).toBeInTheDocument();
  });

  it('[ASSIGN-LOAD-2] [ERR-GEN-3] a load error shows the server message as a toast and returns to the dashboard', async () => {
    await openList({ fakeAllTimers: true, listAnswer: () => fail(400, 'Assignments are down for maintenance') });
    expect(await screen.findByText('Assignments are down for maintenance', { selector: '[role="status"] p' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/dashboard');
  });

  it('[SHELL-SHORT-1] a login without a student sees a note and nothing is asked', async () => {
    await openScreen('/assignment', { session: openUserSession });
    expect(await screen.findByText('Assignments are available to students and their parents.')).toBeInTheDocument();
    expect(callsTo(LIST_PATH)).toEqual([]);
  });
});
