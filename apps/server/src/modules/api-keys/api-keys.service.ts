import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KNOWN_SCOPES, ALL_SCOPES } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { insertApiKey, keysOf, liveKeysByPrefix, revokeKey, touchKey, type ApiKeyRow } from './api-keys.repository.ts';

/** What the integration API knows of a caller once its key is checked. */
export type ApiCaller = { keyId: number; keyName: string; instituteId: number; scopes: string[] };

export type ApiKeyListing = Omit<ApiKeyRow, 'key_hash'>;

export class ApiKeyInputError extends Error {}

// 'pik_' + 43 characters of base64url (256 bits). The prefix stored is 'pik_' and 12 more.
const KEY_PATTERN = /^pik_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 16;
const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function createApiKeysService({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    /** A new key for the institute; the key itself is returned once and never stored. */
    async create(instituteId: number, name: string, scopes: readonly string[] = ALL_SCOPES): Promise<{ id: number; key: string }> {
      const trimmed = name.trim();
      if (trimmed.length < 1 || trimmed.length > 100) throw new ApiKeyInputError('The key needs a name of 1 to 100 characters.');
      const unknown = scopes.filter((s) => !KNOWN_SCOPES.includes(s));
      if (unknown.length) throw new ApiKeyInputError(`Unknown scope ${unknown.join(', ')}. Known: ${KNOWN_SCOPES.join(', ')}.`);
      if (scopes.length === 0) throw new ApiKeyInputError('A key needs at least one scope.');
      const key = `pik_${randomBytes(32).toString('base64url')}`;
      const { id } = await insertApiKey(db, { institute_id: instituteId, name: trimmed, prefix: key.slice(0, PREFIX_LENGTH), key_hash: sha256(key).toString('hex'), scopes: [...new Set(scopes)] });
      return { id, key };
    },

    async list(instituteId?: number): Promise<ApiKeyListing[]> {
      return (await keysOf(db, instituteId)).map(({ key_hash: _hash, ...rest }) => rest);
    },

    /** Revoked at once: the next call with it is refused. False when there was no live key. */
    revoke(id: number): Promise<boolean> {
      return revokeKey(db, id, clock.now());
    },

    /** The caller a presented key stands for, or null (unknown, malformed or revoked). */
    async verify(presented: string): Promise<ApiCaller | null> {
      if (!KEY_PATTERN.test(presented)) return null;
      const digest = sha256(presented);
      // Found by its prefix and compared in constant time: the hash never goes into a WHERE.
      const match = (await liveKeysByPrefix(db, presented.slice(0, PREFIX_LENGTH))).find((row) => timingSafeEqual(Buffer.from(row.key_hash, 'hex'), digest));
      if (!match) return null;
      await touchKey(db, match.id, clock.now());
      return { keyId: match.id, keyName: match.name, instituteId: match.institute_id, scopes: match.scopes };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
