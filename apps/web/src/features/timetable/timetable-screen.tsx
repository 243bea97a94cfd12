/** /timetable (issue 4): being built. */
export function TimetableScreen() {
  return null;
}
