import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's choices kept in the address's query (a tab, a label, a sort, an opened item): the
 * current values, and an update that sets or (null) removes some of them. The entry is replaced
 * unless `push` (a step Back should undo, like opening an item): choosing does not fill history.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, push = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );
  return { params, update };
}
