import { useMemo, useRef } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

/**
 * Handlers that keep one identity for the editor's life and call the latest render's: a memoised part
 * (the formula bar) given them is not rendered again by each co-editor's edit for new closures alone.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo(
    () => Object.fromEntries(Object.keys(latest.current).map((key) => [key, (...args: never[]) => latest.current[key](...args)])) as T,
    [],
  );
}
