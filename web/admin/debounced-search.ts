/** What a search shows: nothing yet, waiting for an answer, the answer, or why there is none. */
export type SearchState<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly results: T }
  | { readonly state: 'failed'; readonly error: string };

export interface DebouncedSearch {
  /** The query changed: the next request goes out `delayMs` after the last change. */
  query(text: string): void;
  /** Drops the query waiting to leave and any answer still coming (the page is going); a later query starts afresh. */
  cancel(): void;
}

/**
 * Search as you type, with no React in it so it can be tested with a fake clock: an empty (or blank) query
 * asks nothing and shows nothing; a query is sent once typing pauses for `delayMs`; an answer to an older
 * query never replaces a newer one.
 */
export function debouncedSearch<T>(run: (query: string) => Promise<T>, report: (state: SearchState<T>) => void, delayMs: number): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    latest += 1;
  };
  return {
    query(text) {
      stop();
      const trimmed = text.trim();
      if (!trimmed) return report({ state: 'idle' });
      report({ state: 'searching' });
      const ticket = latest;
      timer = setTimeout(() => {
        timer = undefined;
        run(trimmed).then(
          (results) => ticket === latest && report({ state: 'found', results }),
          (error: unknown) => ticket === latest && report({ state: 'failed', error: error instanceof Error ? error.message : String(error) }),
        );
      }, delayMs);
    },
    cancel: stop,
  };
}
