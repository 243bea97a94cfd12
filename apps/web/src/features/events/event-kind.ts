import type { TCalendarEvent } from '@portal/contract';
import { eventCategoryKey } from '@portal/domain/events/event-detail';
import { STAR, SUN } from '../../components/ui/calendar-icons.ts';

/** How an entry is drawn: event_type 1 holiday [EVENT-DATA-3], 2 event [EVENT-DATA-4], 3 weekly off [EVENT-DATA-5]. */
export type EventKind = 'holiday' | 'event' | 'weeklyOff';

export function eventKind(event: Pick<TCalendarEvent, 'event_type'>): EventKind {
  return event.event_type === 1 ? 'holiday' : event.event_type === 3 ? 'weeklyOff' : 'event';
}

/** The icon of a kind; a weekly off is drawn by its shading alone. */
export function kindIcon(kind: EventKind): string | null {
  return kind === 'holiday' ? SUN : kind === 'event' ? STAR : null;
}

/**
 * The screen-text key of a domain label key: the domain names them 'event.category.*' and
 * 'event.audience.*'; this area's texts live under 'events.' [EVENT-DETAIL-1] [EVENT-DETAIL-10].
 */
export function textKey(domainKey: string): string {
  return domainKey.replace(/^event\./, 'events.');
}

/** The category of an event_type 2 entry ('academic'...), for its colour; null otherwise [EVENT-DATA-4]. */
export function categoryName(event: Pick<TCalendarEvent, 'event_type' | 'holiday_type'>): string | null {
  return eventCategoryKey(event.event_type, event.holiday_type)?.split('.').pop() ?? null;
}
