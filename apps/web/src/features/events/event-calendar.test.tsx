import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSession } from '@portal/contract';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { calendarEvent, eventDetailHandler, eventRequests, signedInAt } from './testing/event-fixtures.ts';

// Saturday 21 November 2026, 11:30 in India; the session's academic year is April 2026 to March 2027.
const NOW = '2026-11-21T06:00:00Z';

async function openCalendar(session: TSession = schoolSession, language?: string) {
  const view = await renderApp('/eventCalender', { session: signedInAt(session, NOW), language });
  // The first test of a file also loads the screen's chunk and texts: allow for a busy machine.
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  return view;
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });
const cellOf = (name: RegExp | string) => day(name).closest('td') as HTMLElement;
const monthHeading = () => screen.getByRole('heading', { level: 2 });
const requestsSent = (n: number) => waitFor(() => expect(eventRequests()).toHaveLength(n));

// Every test has an answer for the calendar call; a test about the data puts its own first.
beforeEach(() => server.use(eventDetailHandler({})));

describe('event calendar grid', () => {
  it('[EVENT-VIEW-1] [EVENT-VIEW-2] the month has weekday headers from Sunday and 6 weeks with trailing empty weeks removed', async () => {
    const { user } = await openCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeInTheDocument();
    expect(monthHeading()).toHaveTextContent('November 2026');
    const table = screen.getByRole('table', { name: 'November 2026' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['SunSunday', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday']);
    // 1 November 2026 is a Sunday and the 30th a Monday: 5 weeks, the empty 6th removed.
    const weeks = within(table).getAllByRole('row').slice(1);
    expect(weeks).toHaveLength(5);
    for (const w of weeks) expect(within(w).getAllByRole('cell')).toHaveLength(7);
    expect(within(weeks[0]!).getAllByRole('cell')[0]).toContainElement(day('Sunday, 1 November, no events'));

    // August 2026 starts on a Saturday and needs all 6 weeks.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(monthHeading()).toHaveTextContent('August 2026');
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(6);
  });

  it('[EVENT-CELL-1] [EVENT-CELL-2] a day shows at most 2 entries, titles cut at 30 plus dots, and a count of the rest', async () => {
    const long = 'Inter-school science exhibition and model contest';
    server.use(
      eventDetailHandler({
        '2026-11-10': [calendarEvent(1, '2026-11-10', { title_name: long }), calendarEvent(2, '2026-11-10'), calendarEvent(3, '2026-11-10')],
        '2026-11-12': [calendarEvent(4, '2026-11-12')],
      }),
    );
    await openCalendar();
    const cell = cellOf('Tuesday, 10 November, 3 events');
    const chips = within(cell).getAllByRole('button').filter((b) => b.closest('li'));
    expect(chips).toHaveLength(2);
    expect(chips[0]).toHaveAccessibleName(`Event: ${long}`);
    expect(within(chips[0]!).getByText('Inter-school science exhibitio...')).toBeInTheDocument();
    expect(chips[0]).toHaveAttribute('title', long);
    expect(chips[1]).toHaveAccessibleName('Event: Event 2');
    expect(within(cell).getByText('+1 more')).toBeInTheDocument();
    const one = cellOf('Thursday, 12 November, 1 event');
    expect(within(one).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('[EVENT-DATA-2] a multi-day event is shown on each day of its range, also one starting the month before', async () => {
    server.use(
      eventDetailHandler({
        '2026-10-30': [calendarEvent(5, '2026-10-30', { title_name: 'Autumn camp', event_end_date: '2026-11-02', event_date_range: 'Fri,30-Oct-2026 - Mon,02-Nov-2026' })],
        '2026-11-20': [calendarEvent(6, '2026-11-20', { title_name: 'Annual trip', event_end_date: '2026-11-23', event_date_range: 'Fri,20-Nov-2026 - Mon,23-Nov-2026' })],
      }),
    );
    await openCalendar();
    for (const d of ['Friday, 20 November', 'Saturday, 21 November', 'Sunday, 22 November', 'Monday, 23 November']) {
      expect(within(cellOf(`${d}, 1 event`)).getByRole('button', { name: 'Event: Annual trip' })).toBeInTheDocument();
    }
    expect(day('Tuesday, 24 November, no events')).toBeInTheDocument();
    expect(within(cellOf('Sunday, 1 November, 1 event')).getByRole('button', { name: 'Event: Autumn camp' })).toBeInTheDocument();
    expect(within(cellOf('Monday, 2 November, 1 event')).getByRole('button', { name: 'Event: Autumn camp' })).toBeInTheDocument();
  });

  it('[EVENT-DATA-3] [EVENT-DATA-4] [EVENT-DATA-5] holidays, events with their category and weekly offs each have their look and a legend', async () => {
    const sunday = (date: string, id: number) =>
      calendarEvent(id, date, { event_type: 3, holiday_type: null, title_name: 'Sunday', dayOfWeekList: [{ day_of_week: 0, day_name: 'Sunday' }], is_all_day_event: true, event_start_time: null, event_end_time: null });
    server.use(
      eventDetailHandler({
        '2026-11-08': [calendarEvent(7, '2026-11-08', { event_type: 1, holiday_type: null, title_name: 'Diwali', is_all_day_event: true }), sunday('2026-11-08', 8)],
        '2026-11-15': [sunday('2026-11-15', 9)],
        '2026-11-18': [calendarEvent(10, '2026-11-18', { holiday_type: 2, title_name: 'Sports day' })],
      }),
    );
    await openCalendar();
    const diwali = within(cellOf('Sunday, 8 November, 2 events')).getByRole('button', { name: 'Holiday: Diwali' });
    expect(diwali.querySelector('svg')).not.toBeNull();
    expect(within(cellOf('Sunday, 15 November, 1 event')).getByRole('button', { name: 'Weekly off: Sunday' }).querySelector('svg')).toBeNull();
    expect(within(cellOf('Wednesday, 18 November, 1 event')).getByRole('button', { name: 'Event: Sports day' }).querySelector('svg')).not.toBeNull();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Holiday', 'Academic', 'Sports', 'Cultural', 'Miscellaneous', 'Weekly off']);
    // A phone's marks (issue 35): each legend entry has the dot the grid shows, and a weekly off,
    // shaded, gets no dot of its own: a Sunday's cell has only its holiday's dot.
    expect(within(legend).getAllByRole('listitem').map((i) => i.querySelectorAll('.dot').length)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(day('Sunday, 15 November, 1 event').querySelectorAll('.dot')).toHaveLength(0);
    expect(day('Sunday, 8 November, 2 events').querySelectorAll('.dot')).toHaveLength(1);
  });

  it('[EVENT-VIEW-1] today is marked as the current date', async () => {
    await openCalendar();
    expect(day('Saturday, 21 November, no events')).toHaveAttribute('aria-current', 'date');
    expect(day('Friday, 20 November, no events')).not.toHaveAttribute('aria-current');
  });

  it('[EVENT-VIEW-1] month, weekday and day names follow the language', async () => {
    await openCalendar(schoolSession, 'fr');
    expect(monthHeading()).toHaveTextContent('novembre 2026');
    expect(screen.getByRole('tab', { name: 'Mes événements' })).toBeInTheDocument();
    expect(day('samedi 21 novembre, aucun événement')).toBeInTheDocument();
  });
});

describe('event calendar tabs', () => {
  it('[EVENT-TOGGLE-1..5] [API-EVENT-1] My Events / All Events are one tablist; All Events first; each switch reloads with its flag', async () => {
    const { user } = await openCalendar();
    const tabs = within(screen.getByRole('tablist', { name: 'Which events to show' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Events', 'All Events']);
    expect(screen.getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All Events' })).toContainElement(screen.getByRole('table'));
    await screen.findByRole('button', { name: 'Saturday, 21 November, no events' });
    expect(eventRequests()).toEqual([
      { institution_id: 101, month: 11, year: 2026, student_id: 7001, is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false },
    ]);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');

    await user.click(screen.getByRole('tab', { name: 'My Events' }));
    expect(screen.getByRole('tab', { name: 'My Events' })).toHaveAttribute('aria-selected', 'true');
    await requestsSent(2);
    expect(eventRequests()[1]).toMatchObject({ month: 11, year: 2026, is_all_event_for_student: false });

    // Keyboard: the arrows move between the tabs and choose; coming back asks again.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Events' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
    await requestsSent(3);
    expect(eventRequests()[2]).toMatchObject({ is_all_event_for_student: true });
  });
});

describe('event calendar navigation', () => {
  it('[EVENT-NAV-1] [EVENT-NAV-3] previous and next stop at the academic year; each month is asked for', async () => {
    const { user } = await openCalendar();
    const next = () => screen.getByRole('button', { name: 'Next month' });
    const previous = () => screen.getByRole('button', { name: 'Previous month' });
    for (let i = 0; i < 4; i += 1) await user.click(next());
    expect(monthHeading()).toHaveTextContent('March 2027');
    expect(next()).toBeDisabled();
    await requestsSent(5);
    expect(eventRequests().map((r) => `${r.year}-${r.month}`)).toEqual(['2026-11', '2026-12', '2027-1', '2027-2', '2027-3']);
    for (let i = 0; i < 11; i += 1) await user.click(previous());
    expect(monthHeading()).toHaveTextContent('April 2026');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('[EVENT-NAV-2] [EVENT-INIT-1] Today shows in the current academic year and brings back the current month', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(monthHeading()).toHaveTextContent('December 2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(monthHeading()).toHaveTextContent('November 2026');
  });

  it('[EVENT-INIT-2] [EVENT-NAV-2] with an earlier academic year selected the calendar opens on its first month and has no Today', async () => {
    await openCalendar({ ...schoolSession, acad_yr_id: 11, ay_start_date: '2025-04-01', ay_end_date: '2026-03-31' });
    expect(monthHeading()).toHaveTextContent('April 2025');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await requestsSent(1);
    expect(eventRequests()[0]).toMatchObject({ year: 2025, month: 4 });
  });
});
