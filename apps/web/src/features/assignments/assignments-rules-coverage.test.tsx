import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail, listItem, openDetail, openList, realFile } from './testing/assign-server.ts';

// Issue 33: assignment rules no test named yet. ASSIGN-STATUS-11 is ambiguous; decision 025
// takes reading A: the list the server puts an item in decides its tab (the server fills the
// lists by days_left, so the screen never re-sorts by it).

const panel = () => screen.getByRole('tabpanel');
const cardTitles = () => within(panel()).queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('assignments (rules coverage)', () => {
  it('[ASSIGN-DETAIL-4] the detail has a submission area taking files and links', async () => {
    const { user } = await openDetail({ item: detail(31, { student_status: 'Pending' }) });
    const area = screen.getByRole('region', { name: 'Your submission' });
    // Files: a chooser of several files; a chosen file is listed to upload.
    const chooser = within(area).getByLabelText('Choose files');
    expect(chooser).toHaveAttribute('type', 'file');
    expect(chooser).toHaveAttribute('multiple');
    await user.upload(chooser, realFile('my-answers.pdf'));
    expect(within(within(area).getByRole('list', { name: 'Files to upload' })).getByText(/my-answers\.pdf/)).toBeInTheDocument();
    // Links: a URL and its name, added to the links to send.
    const form = within(area).getByRole('form', { name: 'Add a link' });
    await user.type(within(form).getByLabelText('Link URL'), 'https://example.org/my-video');
    await user.type(within(form).getByLabelText('Link name'), 'My video');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(within(area).getByRole('list', { name: 'Links to add' })).getByText('My video')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('[ASSIGN-STATUS-11] reading A: the server\'s list decides the tab, whatever days_left says', async () => {
    // Inconsistent on purpose: a past days_left in the upcoming list, an ongoing one in the past list.
    const inUpcoming = listItem(51, { title: 'Listed as ongoing', days_left: -1, student_status: 'Pending' });
    const inPast = listItem(52, { title: 'Listed as past', days_left: 3, student_status: 'Not Submitted' });
    const { user } = await openList({ ongoing: [inUpcoming], past: [inPast] });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Ongoing (1)', 'Past (1)']);
    expect(cardTitles()).toEqual(['Listed as ongoing']);
    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(cardTitles()).toEqual(['Listed as past']);
  });
});
