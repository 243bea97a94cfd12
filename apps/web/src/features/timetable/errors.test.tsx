import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fail, server } from '../../test/server.ts';
import { HOLIDAYS_PATH, item, listRegion, NOW, openTimetable, TIMETABLE_PATH } from './testing/timetable-server.ts';

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const noCourse = () => fail(400, 'Please assign course!', 'NO_COURSE');

describe('timetable errors', () => {
  it('[TT-ERR-1] "Please assign course!" on the month call is silent and clears the data shown before', async () => {
    const { user } = await openTimetable({ items: [item({ date: '2026-11-20', class_type: 'Class' })] });
    expect(within(await listRegion()).getAllByRole('article')).toHaveLength(1);
    server.use(http.post(TIMETABLE_PATH, noCourse));
    // Later, back on the month view: its stale answer is asked again and refused.
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    vi.setSystemTime(new Date(Date.parse(NOW) + 60_000));
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Schedules of November 2026' })).getByText('Schedule not found')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^20$/ })).toBeInTheDocument(); // no count left on the day
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[TT-ERR-1] the same answer on the year list is silent too', async () => {
    const { user } = await openTimetable();
    server.use(http.post(TIMETABLE_PATH, noCourse));
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    await user.click(await screen.findByRole('button', { name: /^May/ }));
    expect(within(await listRegion('Schedules of May 2026')).getByText('Schedule not found')).toBeInTheDocument();
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
  });

  it('[TT-ERR-2] another server message: an error toast, a blocking backdrop, and the dashboard after 2 seconds', async () => {
    await openTimetable({ fakeAllTimers: true, handlers: [http.post(TIMETABLE_PATH, () => fail(404, 'Student is not in this institute'))] });
    const backdrop = await screen.findByRole('alert');
    expect(backdrop).toHaveTextContent('Student is not in this institute');
    expect(toasts().getByText('Student is not in this institute')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/timetable');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });

  it('[TT-ERR-2] a server message on the holiday call does the same', async () => {
    await openTimetable({ fakeAllTimers: true, handlers: [http.post(HOLIDAYS_PATH, () => fail(422, 'Holiday calendar unavailable'))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Holiday calendar unavailable');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });

  it('[TT-ERR-3] a failure without a server message shows the generic toast and stays', async () => {
    await openTimetable({ handlers: [http.post(TIMETABLE_PATH, () => new Response(null, { status: 404 }))] });
    expect(await toasts().findByText('Not Found')).toBeInTheDocument();
    expect(within(await listRegion()).getByText('Schedule not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/timetable');
  });
});
