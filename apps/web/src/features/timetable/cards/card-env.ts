import { createContext, useContext } from 'react';
import type { LocalNow } from '@portal/domain/timetable/local-now';
import type { TimetableContext } from '../timetable-context.ts';

/** What every card needs besides its item: the session's facts, "now" and the zone of the times. */
export type CardEnv = { ctx: TimetableContext; now: LocalNow; timeZone: string };

export const CardEnvContext = createContext<CardEnv | null>(null);

export function useCardEnv(): CardEnv {
  const env = useContext(CardEnvContext);
  if (!env) throw new Error('A timetable card is rendered outside its list.');
  return env;
}
