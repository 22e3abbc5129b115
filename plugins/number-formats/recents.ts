/** SPEC section 9: the Data Formats section remembers this many recent formats. */
export const RECENT_FORMATS_LIMIT = 20;

/** The recent formats after one is used: it goes first, once, and the oldest drop past the limit. */
export function withRecent(recents: readonly string[], pattern: string): string[] {
  return [pattern, ...recents.filter((recent) => recent !== pattern)].slice(0, RECENT_FORMATS_LIMIT);
}

/** Recents as read back from storage: only strings, at most the limit; anything else gives none. */
export function readRecents(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(0, RECENT_FORMATS_LIMIT) : [];
}
