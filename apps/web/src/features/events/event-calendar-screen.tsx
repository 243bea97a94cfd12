/** /eventCalender (issue 4): being built. */
export function EventCalendarScreen() {
  return null;
}
