/**
 * The start check's query by provider [LIVE-JOIN-3] [LIVE-JOIN-4] [LIVE-JOIN-5]:
 * isZoomLiveClass=1 for Zoom, isWebexLiveClass=1 for Webex, nothing for any other; the name is
 * read ignoring case and surrounding spaces. Used by the live classes screen and the timetable.
 */
export function sessionStartQuery(liveMeetingWith: string | null | undefined): Record<string, string> {
  const provider = (liveMeetingWith ?? '').trim().toLowerCase();
  if (provider === 'zoom') return { isZoomLiveClass: '1' };
  if (provider === 'webex') return { isWebexLiveClass: '1' };
  return {};
}
