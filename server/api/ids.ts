import { randomBytes } from 'node:crypto';

/** Ids and tokens: random, URL-safe, unguessable (tokens open shadows and casts). */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}

export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** An ISO time strictly after `previous`, so two saves in one millisecond still differ (stale-save checks). */
export function nextTimestamp(previous?: string): string {
  const now = Date.now();
  const last = previous ? Date.parse(previous) : 0;
  return new Date(Math.max(now, last + 1)).toISOString();
}
