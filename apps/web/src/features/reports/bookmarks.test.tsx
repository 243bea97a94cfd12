import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentSession, schoolSession } from '../../test/fixtures.ts';
import { bookmark, bookmarkCalls, openBookmarks } from './testing/bookmark-server.ts';

const list = () => screen.findByRole('list', { name: 'Bookmarked Questions' });
const items = () => within(screen.getByRole('list', { name: 'Bookmarked Questions' })).getAllByRole('listitem');
const titles = () => items().map((li) => within(li).getByRole('heading', { level: 2 }).textContent);
const texts = () => items().map((li) => li.querySelector('p')?.textContent);

describe('Bookmarked Questions', () => {
  it('[BOOKMARK-LOAD-1] [BOOKMARK-ITEM-1] [BOOKMARK-ITEM-2] the learner\'s list: Question N and the text without markup', async () => {
    await openBookmarks([bookmark(1, { question: '<p>Find <b>x</b> if 2x&nbsp;=&nbsp;4</p>' }), bookmark(2)]);
    await list();
    expect(titles()).toEqual(['Question 1', 'Question 2']);
    expect(texts()).toEqual(['Find x if 2x = 4', 'What is 2 + 2?']);
    expect(bookmarkCalls()[0]!.url.pathname).toBe(`/exam-api/student/testLabels/bookmark/${schoolSession.user_id}`);
  });

  it('[BOOKMARK-ITEM-2] formulas in the text read as text, not as TeX', async () => {
    await openBookmarks([bookmark(1, { question: '<p>Solve for \\( x \\): \\( 4x + 18 = 70 \\)</p>' })]);
    await list();
    expect(texts()[0]).not.toContain('\\(');
    expect(texts()[0]).toMatch(/^Solve for x: 4x \+ 18 = 70$/);
  });

  it('[BOOKMARK-ITEM-3] a text over 220 characters is cut to 220 with an ellipsis', async () => {
    await openBookmarks([bookmark(1, { question: `<p>${'y'.repeat(230)}</p>` })]);
    await list();
    expect(texts()[0]).toBe(`${'y'.repeat(220)}…`);
  });

  it('[BOOKMARK-SORT-1] [BOOKMARK-SORT-2] [BOOKMARK-SORT-3] Select keeps the order; Latest and Oldest sort by date; the choice stays in the address', async () => {
    const { user } = await openBookmarks([bookmark(1, { hoursAgo: 5, question: 'middle' }), bookmark(2, { hoursAgo: 1, question: 'newest' }), bookmark(3, { hoursAgo: 9, question: 'oldest' })]);
    await list();
    expect(texts()).toEqual(['middle', 'newest', 'oldest']);
    const sort = screen.getByRole('combobox', { name: 'Sort by date' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Latest', 'Oldest']);
    await user.selectOptions(sort, 'Latest');
    expect(texts()).toEqual(['newest', 'middle', 'oldest']);
    expect(window.location.search).toContain('sort=1');
    await user.selectOptions(sort, 'Oldest');
    expect(texts()).toEqual(['oldest', 'middle', 'newest']);
  });

  it('[BOOKMARK-EMPTY-1] none: the spec\'s words', async () => {
    await openBookmarks([]);
    expect(await screen.findByText('no bookmark question available')).toBeInTheDocument();
  });

  it('[BOOKMARK-RM-1] [BOOKMARK-RM-2] Cancel keeps the bookmark and sends nothing', async () => {
    const { user } = await openBookmarks([bookmark(1), bookmark(2)]);
    await user.click(await screen.findByRole('button', { name: 'Remove bookmark of Question 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are sure you want to remove bookmark?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(titles()).toHaveLength(2);
    expect(bookmarkCalls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('[BOOKMARK-RM-3] [BOOKMARK-RM-5] Confirm sends the student and the question, then the list is loaded again', async () => {
    const { user } = await openBookmarks([bookmark(1, { question: 'first' }), bookmark(2, { question: 'second' })]);
    await user.click(await screen.findByRole('button', { name: 'Remove bookmark of Question 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(texts()).toEqual(['second']));
    expect(bookmarkCalls().find((c) => c.method === 'POST')!.body).toEqual({ student_id: schoolSession.student_id, question_id: 1 });
    expect(bookmarkCalls().filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('[BOOKMARK-RM-4] a removal answered without validate 1 has failed: the server\'s message, the bookmark stays', async () => {
    const { user } = await openBookmarks([bookmark(1)], { removal: { validate: 0, message: 'Bookmark not found' } });
    await user.click(await screen.findByRole('button', { name: 'Remove bookmark of Question 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bookmark not found')).toBeInTheDocument();
    expect(titles()).toEqual(['Question 1']);
  });

  it('a parent views the child\'s bookmarks without a remove control', async () => {
    await openBookmarks([bookmark(1)], { session: parentSession });
    await list();
    expect(screen.getByRole('button', { name: 'View Question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove bookmark/ })).not.toBeInTheDocument();
  });
});

describe('View Questions', () => {
  it('[BOOKMARK-ITEM-5] [BOOKMARK-VIEW-1] [BOOKMARK-VIEW-6] the view icon opens the question with the breadcrumb; Back returns to the list', async () => {
    const { user } = await openBookmarks([bookmark(3)]);
    await user.click(await screen.findByRole('button', { name: 'View Question 1' }));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Back', 'Bookmarked Questions', 'View Questions']);
    expect(screen.getByText('What is 3 + 3?')).toBeInTheDocument();
    const options = within(screen.getByRole('region', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['a3', 'b6', 'c9', 'd12']);
    await user.click(within(crumbs).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'View Question 1' })).toBeInTheDocument();
  });

  it('[BOOKMARK-VIEW-2] [BOOKMARK-VIEW-3] a passage over 550 characters shows its start and Load more with all of it', async () => {
    const long = `<p>${'p'.repeat(600)}</p>`;
    const { user } = await openBookmarks([bookmark(1, { description: long }), bookmark(2, { description: '<p>A short passage.</p>' })], { search: '&question=1' });
    const passage = await screen.findByRole('region', { name: 'Passage' });
    expect(within(passage).getByText(`${'p'.repeat(550)}…`)).toBeInTheDocument();
    await user.click(within(passage).getByRole('button', { name: 'Load more' }));
    expect(within(screen.getByRole('dialog', { name: 'Full passage' })).getByText('p'.repeat(600))).toBeInTheDocument();
  });

  it('[BOOKMARK-VIEW-2] a passage of 550 characters or fewer is shown whole, without Load more', async () => {
    await openBookmarks([bookmark(2, { description: '<p>A short passage.</p>' })], { search: '&question=2' });
    const passage = await screen.findByRole('region', { name: 'Passage' });
    expect(within(passage).getByText('A short passage.')).toBeInTheDocument();
    expect(within(passage).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('[BOOKMARK-VIEW-4] [BOOKMARK-QT-2] answers: a true/false one in words, the key once published with its option marked', async () => {
    await openBookmarks([bookmark(5, { ques_type: 5, options: [], attempt_answer: '1', correct_ans: '0', answer: '0', alies_feedback: '<p>Iron is not a gas.</p>' })], { search: '&question=5' });
    expect(await screen.findByText('Your answer')).toBeInTheDocument();
    expect(screen.getByText('True')).toBeInTheDocument();
    expect(screen.getByText('False')).toBeInTheDocument();
    expect(screen.getByText('Iron is not a gas.')).toBeInTheDocument();
  });

  it('before publication the correct answer is not there and the learner is told when it comes', async () => {
    await openBookmarks([bookmark(4, { attempt_answer: '' })], { search: '&question=4' });
    expect(await screen.findByText('Not answered')).toBeInTheDocument();
    expect(screen.getByText('The correct answer and the solution show here once the result is published.')).toBeInTheDocument();
  });

  it('[BOOKMARK-VIEW-5] [BOOKMARK-VIEW-7] media listed with no preview; matching options lettered a to n beside their pair', async () => {
    const matching = bookmark(6, {
      ques_type: 7,
      options: [
        { answer_option: 'Iron', is_correct: null, answer_choice_option: 'Metal' },
        { answer_option: 'Oxygen', is_correct: null, answer_choice_option: 'Gas' },
      ],
      media_data: [{ media_type: 'video', source_path: '/demo/clip.mp4' }],
    });
    await openBookmarks([matching], { search: '&question=6' });
    expect(await screen.findByText('video — Preview is not available.')).toBeInTheDocument();
    const options = within(screen.getByRole('region', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['aIron', 'bOxygen']);
    const choices = within(screen.getByRole('region', { name: 'Match with' })).getAllByRole('listitem');
    expect(choices.map((o) => o.textContent)).toEqual(['1Metal', '2Gas']);
  });

  it('a question no longer bookmarked says so', async () => {
    await openBookmarks([bookmark(1)], { search: '&question=99' });
    expect(await screen.findByText('This bookmark is no longer there.')).toBeInTheDocument();
  });
});
