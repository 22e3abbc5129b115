import { useMemo, useRef } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

/**
 * Handlers that keep one identity for a component's life and call the latest render's: a memoised part
 * given them (the editor's formula bar) is not rendered again for new closures alone, and an effect that
 * calls them (a page's opener) does not run again for them.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo(
    () => Object.fromEntries(Object.keys(latest.current).map((key) => [key, (...args: never[]) => latest.current[key](...args)])) as T,
    [],
  );
}
