import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params.ts';

export type ExamMode = 'online' | 'offline';

/**
 * The chosen tab and label live in the address (?mode=offline, ?label=12), not in component state
 * or storage: the spec keeps the label selection on return (S2 §2.4), and the address is what
 * Back, a reload and the bookmarks or report screens' way back all restore, without leaving
 * anything in the browser's storage for the next person at a shared computer. Replacing the
 * entry (not pushing one per click) keeps Back leaving the screen rather than stepping through
 * labels.
 */
export function useExamParams(defaultMode: ExamMode) {
  const { params, update } = useAddressParams();
  const raw = params.get('mode');
  const mode: ExamMode = raw === 'online' || raw === 'offline' ? raw : defaultMode;
  const labelId = params.get('label');
  const setMode = useCallback((next: ExamMode) => update({ mode: next }), [update]);
  const setLabelId = useCallback((id: string) => update({ label: id }), [update]);
  return { mode, labelId, setMode, setLabelId };
}
