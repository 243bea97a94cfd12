/** The calendar subscription control of the timetable header (issue 4): being built. */
export function CalendarSubscriptionButton() {
  return null;
}
