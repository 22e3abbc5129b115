import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.js';

export type Loaded<T> = { readonly state: 'loading' } | { readonly state: 'loaded'; readonly data: T } | { readonly state: 'failed'; readonly error: string };

/**
 * Runs a page's loader (a stable callback) on mount and on reload(), so a failed request shows its
 * message instead of leaving the page on its loading text for ever. A slower, older answer never
 * replaces a newer one.
 */
export function useLoad<T>(loader: () => Promise<T>): { readonly loaded: Loaded<T>; reload(): Promise<void> } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const run = ++latest.current;
    try {
      const data = await loader();
      if (run === latest.current) setLoaded({ state: 'loaded', data });
    } catch (error) {
      if (run === latest.current) setLoaded({ state: 'failed', error: error instanceof ApiError ? error.message : String(error) });
    }
  }, [loader]);
  useEffect(() => {
    void reload();
    return () => {
      // Answers arriving after the page is gone are dropped.
      latest.current += 1;
    };
  }, [reload]);
  return { loaded, reload };
}
