import { createContext, useContext } from 'react';
import type { LocalNow } from '@portal/domain/timetable/local-now';
import type { RecordingsPlayback } from '../../../components/ui/recordings-dialog.tsx';
import type { TimetableContext } from '../timetable-context.ts';

/**
 * What every card needs besides its item: the session's facts, "now", the zone of the times and
 * the institute's recording settings from the answer (null until it is there).
 */
export type CardEnv = { ctx: TimetableContext; now: LocalNow; timeZone: string; playback: RecordingsPlayback | null };

export const CardEnvContext = createContext<CardEnv | null>(null);

export function useCardEnv(): CardEnv {
  const env = useContext(CardEnvContext);
  if (!env) throw new Error('A timetable card is rendered outside its list.');
  return env;
}
