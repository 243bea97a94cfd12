import { describe, expect, it } from 'vitest';
import { errorToShow, forbidsSession, statusMessageKey } from './status-message.ts';

describe('status to message', () => {
  it.each<[number | undefined, string, string]>([
    [undefined, 'err.status.none', 'ERR-STATUS-1'],
    [400, 'err.status.400', 'ERR-STATUS-2'],
    [401, 'err.status.401', 'ERR-STATUS-3'],
    [404, 'err.status.404', 'ERR-STATUS-4'],
    [500, 'err.status.500', 'ERR-STATUS-5'],
    [503, 'err.status.503', 'ERR-STATUS-6'],
    [418, 'err.status.other', 'ERR-STATUS-7'],
  ])('status %s maps to %s [%s]', (status, key) => {
    expect(statusMessageKey(status)).toBe(key);
  });
  it('[ERR-STATUS-8] [ERR-GEN-2] a server message wins over the map', () => {
    expect(errorToShow({ status: 500, message: 'Fee record locked' })).toEqual({ text: 'Fee record locked' });
    expect(errorToShow({ status: 500, message: '' })).toEqual({ key: 'err.status.500' });
  });
  it('[ERR-GEN-4] no response and no message is the network text', () => {
    expect(errorToShow({})).toEqual({ key: 'err.status.none' });
  });
  it('[SESSION-FORBID-1] [ERR-GEN-1] only 403 ends the session', () => {
    expect(forbidsSession(403)).toBe(true);
    expect(forbidsSession(401)).toBe(false);
  });
});
