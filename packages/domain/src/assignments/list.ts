import { formatDate } from '../format/date-time.ts';
import { shownStatus, type ShownStatus, type StatusInput } from './status.ts';

export type AssignmentTab = 'ongoing' | 'past';

/**
 * Tab order [ASSIGN-TAB-3/4]: Past first when the query parameter open is 999, else Ongoing.
 * Tab membership is the server's list [ASSIGN-STATUS-11] reading A (decision 025): the server
 * fills its lists by days_left (isPastAssignment), so [ASSIGN-STATUS-8] holds by construction.
 */
export function assignmentTabOrder(open: string | number | null | undefined): AssignmentTab[] {
  return String(open ?? '').trim() === '999' ? ['past', 'ongoing'] : ['ongoing', 'past'];
}

/** The dropdown's first entry, 'select status': no status filter [ASSIGN-FILTER-4] (decision 025). */
export const ANY_STATUS = 'any';
export type StatusFilter = typeof ANY_STATUS | ShownStatus;

const TAB_FILTERS: Readonly<Record<AssignmentTab, readonly StatusFilter[]>> = {
  ongoing: [ANY_STATUS, 'Pending', 'Draft', 'Submitted', 'Evaluated'],
  past: [ANY_STATUS, 'Submitted', 'Not Submitted', 'Evaluated', 'Expired'],
};

/** The status dropdown of a tab, in order [ASSIGN-FILTER-1/2]. */
export const statusFilterOptions = (tab: AssignmentTab): readonly StatusFilter[] => TAB_FILTERS[tab];

export type ListItem = StatusInput & {
  title: string;
  course_name: string;
  subject_name: string;
  /** ISO 8601 instant. */
  end_date: string;
  days_left: number;
};

/** The due date of a card, end_date as DD-MM-YYYY in the institute's zone [ASSIGN-CARD-2]; bad input as is. */
export function dueDateText(endDate: string, timeZone: string): string {
  const date = new Date(endDate);
  return Number.isNaN(date.getTime()) ? endDate : formatDate(date, timeZone);
}

/**
 * The cards a tab keeps [ASSIGN-FILTER-3/4] [ASSIGN-SEARCH-1/2]: the status filter ('any' keeps
 * all) and the search both apply. The search text is trimmed (blank keeps all) and matched
 * case-insensitively as a contains test against the shown status, the due date text, course,
 * title, subject and days left as a number; one match keeps the card.
 */
export function filterAssignments<T extends ListItem>(
  items: readonly T[],
  filter: { status: StatusFilter; search: string; timeZone: string },
): T[] {
  const needle = filter.search.trim().toLowerCase();
  return items.filter((item) => {
    const status = shownStatus(item).status;
    if (filter.status !== ANY_STATUS && status !== filter.status) return false;
    if (needle === '') return true;
    const fields = [
      status,
      dueDateText(item.end_date, filter.timeZone),
      item.course_name,
      item.title,
      item.subject_name,
      String(item.days_left),
    ];
    return fields.some((field) => field.toLowerCase().includes(needle));
  });
}
