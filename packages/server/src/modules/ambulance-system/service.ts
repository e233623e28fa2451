import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AMBULANCE_FUNCTIONS,
  API_KEY_PREFIX_LENGTH,
  type AmbulanceFunction,
} from '@console/contract/resources/ambulance-system';
import type { Db, Tx } from '../../db/client';
import { ambulanceFunctions } from './tables';

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_MARK = 'amb_';

/** A new API key: the mark and 32 random bytes (256 bits) in base64url. */
export function newApiKey(): string {
  return `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored of a key: its SHA-256 in hex. A key has 256 bits of entropy, so a fast hash is
 * enough (nothing to guess, unlike a password) and a lookup by hash stays one index probe (ADR 0038).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function keyPrefixOf(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/** Whether a stored hash is the hash of `key`, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key, its hash and its prefix, as create and `rotateKey` store and answer them. */
export function issueKey() {
  const apiKey = newApiKey();
  return { apiKey, keyHash: hashApiKey(apiKey), keyPrefix: keyPrefixOf(apiKey) };
}

/**
 * The ambulance functions a company has. A company without a row has every function (the
 * switches are there to turn some off), so a new company works without a visit to the page.
 */
export async function companyFunctions(executor: Db | Tx, companyId: number): Promise<AmbulanceFunction[]> {
  const [row] = await executor
    .select({ functions: ambulanceFunctions.functions })
    .from(ambulanceFunctions)
    .where(eq(ambulanceFunctions.companyId, companyId));
  if (!row) return [...AMBULANCE_FUNCTIONS];
  return row.functions.filter((name): name is AmbulanceFunction =>
    (AMBULANCE_FUNCTIONS as readonly string[]).includes(name),
  );
}
