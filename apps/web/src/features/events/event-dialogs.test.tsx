import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCalendarEvent } from '@portal/contract';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { calendarEvent, eventDetailHandler, signedInAt } from './testing/event-fixtures.ts';

const NOW = '2026-11-21T06:00:00Z';
const LONG = 'Annual day celebrations with parents and alumni';

const trip = calendarEvent(1, '2026-11-20', {
  holiday_type: 3,
  title_name: LONG,
  event_end_date: '2026-11-23',
  event_date_range: 'Fri,20-Nov-2026 - Mon,23-Nov-2026',
  is_all_day_event: true,
  event_start_time: '09:00 AM',
  event_end_time: '04:00 PM',
  standardNamesList: ['Class 8', 'Class 9'],
  userTypeList: [1, 3, 7],
  holiday_desc: 'Dances, plays and a prize giving.',
  document_url: 'https://files.example/annual-day.pdf',
});
const holiday = calendarEvent(2, '2026-11-24', {
  event_type: 1,
  holiday_type: 1,
  title_name: 'Guru Nanak Jayanti',
  is_all_day_event: false,
  event_start_time: null,
  event_end_time: null,
  standardNamesList: [],
  userTypeList: [],
  holiday_desc: null,
});
const fair = calendarEvent(3, '2026-11-21', { holiday_type: 4, title_name: 'Book fair' });

async function openCalendar(map: Record<string, TCalendarEvent[]>) {
  server.use(eventDetailHandler(map));
  const view = await renderApp('/eventCalender', { session: signedInAt(schoolSession, NOW) });
  // The first test of a file also loads the screen's chunk and texts: allow for a busy machine.
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  return view;
}

/** The rows of the detail popup as 'label: value'. */
const rows = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent ?? ''}`);

beforeEach(() => server.use(eventDetailHandler({})));

describe('event calendar popups', () => {
  it('[EVENT-DAY-1] [EVENT-DAY-2] clicking a day lists its entries; an entry opens its detail above the day, and closing it returns there', async () => {
    const { user } = await openCalendar({ '2026-11-20': [trip], '2026-11-21': [fair] });
    await user.click(screen.getByRole('button', { name: 'Saturday, 21 November, 2 events' }));
    const dayDialog = screen.getByRole('dialog', { name: 'Saturday, 21 November' });
    const entries = within(dayDialog).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      `Book fairEvent: Book fair10:00 AM – 11:00 AM`,
      `${LONG}Event: ${LONG}All Day`,
    ]);
    await user.click(within(dayDialog).getByRole('button', { name: `Event: ${LONG}` }));
    const detail = screen.getByRole('dialog', { name: LONG });
    expect(within(detail).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: LONG })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Saturday, 21 November' })).toBeInTheDocument();
    expect(within(dayDialog).getByRole('button', { name: `Event: ${LONG}` })).toHaveFocus();
    await user.click(within(dayDialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[EVENT-DAY-1] a day without entries says so', async () => {
    const { user } = await openCalendar({});
    await user.click(screen.getByRole('button', { name: 'Monday, 16 November, no events' }));
    expect(within(screen.getByRole('dialog', { name: 'Monday, 16 November' })).getByText('No events on this day.')).toBeInTheDocument();
  });

  it('[EVENT-DETAIL-1..12] an event: category, cut title with the full one at a tap (decision 089), both dates, All Day, times, standards, audience, description, document', async () => {
    const { user } = await openCalendar({ '2026-11-20': [trip] });
    await user.click(screen.getByRole('button', { name: 'Friday, 20 November, 1 event' }).closest('td')!.querySelector('li button')!);
    const detail = screen.getByRole('dialog', { name: LONG });
    const heading = within(detail).getByRole('heading', { level: 2 });
    expect(within(heading).getByText('Annual day celebrations with p...')).toBeInTheDocument();
    expect(heading.querySelector('[title]')).toBeNull();
    await user.click(within(heading).getByRole('button', { name: LONG }));
    expect(within(heading).getByRole('button', { name: LONG }).textContent).toBe(LONG);
    expect(within(detail).getByText('Cultural')).toBeInTheDocument();
    expect(within(detail).getByText('All Day')).toBeInTheDocument();
    expect(rows(detail)).toEqual([
      'Start date: 20 November',
      'End date: 23 November',
      'Time: 09:00 AM – 04:00 PM',
      'Standard: Class 8, Class 9',
      'Audience: Student, Teacher, Other groups',
      'Description: Dances, plays and a prize giving.',
    ]);
    const link = within(detail).getByRole('link', { name: 'Open the attached document (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example/annual-day.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('[EVENT-DETAIL-2] [EVENT-DETAIL-5] [EVENT-DETAIL-8..11] a holiday: no category, one date, no times, and "-" for empty standards, audience and description', async () => {
    const { user } = await openCalendar({ '2026-11-24': [holiday] });
    await user.click(await screen.findByRole('button', { name: 'Holiday: Guru Nanak Jayanti' }));
    const detail = screen.getByRole('dialog', { name: 'Guru Nanak Jayanti' });
    expect(within(detail).queryByText('Academic')).not.toBeInTheDocument();
    expect(within(detail).queryByText('All Day')).not.toBeInTheDocument();
    expect(rows(detail)).toEqual(['Start date: 24 November', 'Standard: -', 'Audience: -', 'Description: -']);
    expect(within(detail).queryByRole('link')).not.toBeInTheDocument();
  });

  it('[EVENT-DETAIL-12] Escape closes the detail popup', async () => {
    const { user } = await openCalendar({ '2026-11-21': [fair] });
    await user.click(screen.getByRole('button', { name: 'Event: Book fair' }));
    expect(screen.getByRole('dialog', { name: 'Book fair' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event: Book fair' })).toHaveFocus();
  });
});
