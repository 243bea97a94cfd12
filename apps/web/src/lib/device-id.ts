import { STORAGE_KEYS } from './storage-keys.ts';
import { readStored, writeStored } from './storage.ts';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id: made once, kept across logouts [SESSION-LOGOUT-2]. */
export function getDeviceId(): string {
  const stored = readStored(STORAGE_KEYS.deviceId);
  if (stored && stored.length >= 8 && stored.length <= 64) return stored;
  const id = randomId();
  writeStored(STORAGE_KEYS.deviceId, id);
  return id;
}
