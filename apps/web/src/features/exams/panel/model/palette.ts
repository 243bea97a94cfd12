import { paletteState, type PaletteState } from '@portal/domain/exam/question-types';
import type { StoredAnswer } from '../store/answer-store.ts';

export const PALETTE_STATES: readonly PaletteState[] = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'];

/** A question's palette state from its stored answer and whether it was shown (domain paletteState). */
export const stateOf = (record: StoredAnswer | undefined, visited: boolean): PaletteState =>
  paletteState(record ? { answer: record.answer, markedForReview: record.marked } : null, visited);

/** How many questions are in each state: the legend and the submit summary. */
export function countStates(states: readonly PaletteState[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, 0])) as Record<PaletteState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

/** Where a question's answer stands: nothing to save yet, saved, on its way, waiting, or refused. */
export type SaveState = 'none' | 'saved' | 'saving' | 'offline' | 'signed-out' | 'refused' | 'not-sent';

export function saveStateOf(record: StoredAnswer | undefined, queue: string, refused: boolean): SaveState {
  if (refused) return 'refused';
  if (!record || record.seq === 0) return 'none';
  if (record.seq <= record.saved_seq) return 'saved';
  if (queue === 'offline') return 'offline';
  if (queue === 'signed-out') return 'signed-out';
  if (queue === 'stopped') return 'not-sent';
  return 'saving';
}
