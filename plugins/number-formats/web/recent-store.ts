import { useSyncExternalStore } from 'react';
import { readRecents, withRecent } from '../recents.js';

/** Recent formats belong to the person at this browser, not to a template: kept in local storage. */
const KEY = 'gridcast.recentFormats';
const listeners = new Set<() => void>();
let cached: { text: string | null; list: string[] } = { text: null, list: [] };

function read(): string[] {
  const text = localStorage.getItem(KEY);
  if (text !== cached.text) {
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : [];
    } catch {
      parsed = [];
    }
    cached = { text, list: readRecents(parsed) };
  }
  return cached.list;
}

/** Puts a used pattern first in the recents. */
export function rememberFormat(pattern: string | undefined): void {
  if (pattern === undefined) return;
  localStorage.setItem(KEY, JSON.stringify(withRecent(read(), pattern)));
  for (const listener of listeners) listener();
}

export function useRecentFormats(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
  );
}
