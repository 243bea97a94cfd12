import { formatDate, formatTime } from '@portal/domain/format/date-time';
import card from './card.module.css';

/**
 * 'DD-MM-YYYY, hh:mm A' of an instant in seconds, in the institute's zone; a narrow card breaks
 * the line between the date and the time, never inside either (the exam and report cards).
 */
export function DateTime({ seconds, timeZone }: { seconds: number; timeZone: string }) {
  const date = new Date(seconds * 1000);
  return (
    <>
      <span className={card.nowrap}>{formatDate(date, timeZone)},</span> <span className={card.nowrap}>{formatTime(date, timeZone)}</span>
    </>
  );
}
