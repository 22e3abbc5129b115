import { hash, randomBytes } from 'node:crypto';

/**
 * What the store keeps of an API key or a session id: its SHA-256. These secrets are random (24 bytes), so
 * a fast hash suffices: a stolen store file cannot be turned back into working credentials, and a request's
 * secret is still found by one index lookup of its hash. Every request hashes one, so the one-shot `hash`
 * (no Hash object) is used.
 */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'base64url');
}

/** A new API key: the key to show once, and the hash to store. */
export function newApiKey(): { readonly key: string; readonly hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: hashSecret(key) };
}
