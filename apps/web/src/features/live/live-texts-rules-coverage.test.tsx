// Issue 33: the spellings the project picked for the live classes' texts (ERR-TEXT-2, -3, -4),
// checked on the screen, character for character (toHaveTextContent collapses spaces, so the
// exact text is read from textContent).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { liveClass, meetingBodies, openLive } from './testing/live-server.ts';

const onVimeo = {
  download_id: 11,
  video_id: 'rec-11-1',
  vimeo_video_id: '76979871',
  session_name: 'Waves',
  video_duration: '58 mins',
  video_size: 412.5,
  recording_date_time: '2026-11-19T17:01:00+05:30',
  recording_uploaded_on: 'Vimeo',
};

describe('live classes: the texts of ERR-TEXT', () => {
  it("[ERR-TEXT-2] a Vimeo recording without download links says S1's 'No download link found'", async () => {
    server.use(http.get('/prod/vimeo/download-links/76979871', () => HttpResponse.json({ statusCode: 200, message: 'OK', result: [] })));
    const { user } = await openLive([], [liveClass('2026-11-20', '16:00', '17:00', { session_name: 'Waves', download_links: [onVimeo] })]);
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Waves' }));
    await user.click(await screen.findByRole('button', { name: 'Vimeo download: Waves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download from Vimeo: Waves' });
    const none = await within(dialog).findByText('No download link found');
    expect(none.textContent).toBe('No download link found');
    expect(within(dialog).queryByText('No Download Link Found')).toBeNull();
  });

  it("[ERR-TEXT-3] a class later today says 'Class has not started yet' under its greyed Join", async () => {
    await openLive([liveClass('2026-11-21', '17:00', '17:45', { session_name: 'Physics doubts' })]);
    const card = await screen.findByRole('article', { name: 'Physics doubts' });
    expect(within(card).getByText('Class has not started yet').textContent).toBe('Class has not started yet');
    expect(within(card).getByRole('button', { name: 'Join Physics doubts' })).toBeDisabled();
  });

  it("[ERR-TEXT-4] a past-classes start after today is refused with S1's text, two spaces before 'Current'", async () => {
    const { user } = await openLive([], [liveClass('2026-11-20', '16:00', '17:00', { session_name: 'Waves' })]);
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await screen.findByText('1 past class found');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-25');
    const calls = meetingBodies().length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Start Date Should Be Less Than Or Equal To  Current Date .');
    expect(meetingBodies()).toHaveLength(calls);
  });
});
