import { isParentLogin } from '../shell/user-role.ts';
import { dayKey, formatDate, formatTime, zonedParts } from '../format/date-time.ts';

export type MessageLike = { message: string; createdDateTime: string };
export type MessageItem<T> = T & { timeLabel: string };
export type MessageGroup<T> = {
  /** 'YYYY-MM-DD' in the user's zone. */
  day: string;
  /** 0 (Sunday) .. 6, for the translated weekday name [MSG-LIST-3]. */
  weekday: number;
  /** 'DD-MM-YYYY' [MSG-LIST-3] [CONST-FMT-1]. */
  dateLabel: string;
  items: MessageItem<T>[];
};

/**
 * Messages grouped by the calendar day of createdDateTime in the user's zone [MSG-LIST-2],
 * each group headed by weekday + DD-MM-YYYY [MSG-LIST-3], each message with its time as
 * hh:mm A [MSG-LIST-5]. Decision for [MSG-PHONE-2] (order): newest day first, newest message
 * first within a day. A message whose date cannot be read is left out.
 */
export function groupMessagesByDate<T extends MessageLike>(messages: readonly T[], timeZone: string): MessageGroup<T>[] {
  const dated = messages
    .map((m) => ({ m, at: new Date(m.createdDateTime) }))
    .filter((x) => !Number.isNaN(x.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const groups: MessageGroup<T>[] = [];
  for (const { m, at } of dated) {
    const day = dayKey(at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.day !== day) {
      group = { day, weekday: zonedParts(at, timeZone).weekday, dateLabel: formatDate(at, timeZone), items: [] };
      groups.push(group);
    }
    group.items.push({ ...m, timeLabel: formatTime(at, timeZone) });
  }
  return groups;
}

export type MessagePhonePerson = {
  user_type: number;
  country_calling_code: string;
  phone_no: string | null;
  parent_num?: string | null;
};

/**
 * The phone part of the messages path: country calling code and phone joined by '-'
 * [MSG-PHONE-1]. Decision for [MSG-PHONE-2]: the parent's number (parent_num) on a parent
 * login (the user type decides, decision 004), else phone_no. Null when there is no number to ask with.
 */
export function messagesPhone(person: MessagePhonePerson): string | null {
  const raw = (isParentLogin(person.user_type) ? person.parent_num || person.phone_no : person.phone_no) ?? '';
  const phone = raw.replace(/\D/g, '');
  const code = person.country_calling_code.replace(/\D/g, '');
  if (!phone || !code) return null;
  return `${code}-${phone}`;
}

/** Messages come in one request: start index 0, batch size 1000 [MSG-LIST-1]. */
export const MESSAGES_QUERY = { start_index: 0, batch_size: 1000 } as const;
