import { randomInt } from 'node:crypto';

/**
 * The temporary password's characters: letters and digits without the look-alikes 0/O/o, 1/l/I,
 * so a person can copy it from an SMS (56 characters: about 5.8 bits each).
 */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 10 characters, about 58 bits: far beyond guessing within its life and the login rate limit. */
export const TEMPORARY_PASSWORD_LENGTH = 10;
/** A temporary password expires 30 minutes after it was sent (decision 022). */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 30 * 60_000;

/** A new temporary password from the CSPRNG, each character uniform over the alphabet. */
export function generateTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    out += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return out;
}
