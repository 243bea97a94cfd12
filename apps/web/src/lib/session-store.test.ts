import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../test/fixtures.ts';
import { initSessionStore, setSession, useSession } from './session-store.ts';

describe('session store', () => {
  it('[SESSION-STORE-1] keeps the session, and tells its readers only when it changed (issue 14: no whole-page re-render)', () => {
    localStorage.clear();
    initSessionStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSession();
    });
    act(() => setSession(schoolSession));
    expect(result.current).toEqual(schoolSession);
    const afterFirst = renders;

    // The server confirms the same session after a reload: a copy, equal field by field.
    act(() => setSession(structuredClone(schoolSession)));
    expect(renders).toBe(afterFirst);

    const renamed = { ...schoolSession, name: `${schoolSession.name} Jr` };
    act(() => setSession(renamed));
    expect(renders).toBe(afterFirst + 1);
    expect(result.current?.name).toBe(renamed.name);
    expect(JSON.parse(localStorage.getItem('portal.session') ?? 'null')?.name).toBe(renamed.name);
  });

  it('[SESSION-STORE-1] a stored copy edited or removed meanwhile is written again, even for the same session', () => {
    localStorage.clear();
    initSessionStore();
    setSession(schoolSession);
    localStorage.removeItem('portal.session');
    setSession(structuredClone(schoolSession));
    expect(JSON.parse(localStorage.getItem('portal.session') ?? 'null')).toEqual(schoolSession);
  });
});
