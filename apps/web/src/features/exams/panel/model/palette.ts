import { paletteState, type PaletteState } from '@portal/domain/exam/question-types';
import type { StoredAnswer } from '../store/answer-store.ts';

export const PALETTE_STATES: readonly PaletteState[] = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'];

/** A question's palette state from its stored answer and whether it was shown (domain paletteState). */
export const stateOf = (record: StoredAnswer | undefined, visited: boolean): PaletteState =>
  paletteState(record, visited);

/** How many questions are in each state: the legend and the submit summary. */
export function countStates(states: readonly PaletteState[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, 0])) as Record<PaletteState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

/**
 * Where a question's answer stands: nothing to save yet, saved, on its way, waiting, refused, or
 * replaced by a later change made on another device (issue 32: shown with the answer that stands,
 * never as "Saved").
 */
export type SaveState = 'none' | 'saved' | 'saving' | 'offline' | 'signed-out' | 'refused' | 'not-sent' | 'overtaken';

/** `submit`: a submit is on its way ('sending') or waits for the network ('offline'); the answers go with it. */
export type SaveFacts = { refused: boolean; overtaken?: boolean; submit?: 'sending' | 'offline' | null };

export function saveStateOf(record: StoredAnswer | undefined, queue: string, facts: SaveFacts): SaveState {
  if (facts.refused) return 'refused';
  if (facts.overtaken) return 'overtaken';
  if (!record || record.seq === 0) return 'none';
  if (record.seq <= record.saved_seq) return 'saved';
  // The queue stops when a submit starts: the answers travel with the submit, the test has not ended.
  if (facts.submit) return facts.submit === 'offline' ? 'offline' : 'saving';
  if (queue === 'offline') return 'offline';
  if (queue === 'signed-out') return 'signed-out';
  if (queue === 'stopped') return 'not-sent';
  return 'saving';
}
