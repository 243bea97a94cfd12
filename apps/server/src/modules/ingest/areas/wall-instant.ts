import { instantOfWall } from '@portal/domain';
import { RowError, type AreaContext } from '../area-handler.ts';

/** The moment a record's wall date and time (00:00 when none) name in the institute's zone. */
export function instantOf(ctx: AreaContext, date: string, time: string | undefined): Date {
  const at = instantOfWall(date, time ?? '00:00', ctx.timeZone);
  // The schema checked both; an unreadable pair still refuses only its record.
  if (!at) throw new RowError('date', 'date: not a calendar date');
  return at;
}
