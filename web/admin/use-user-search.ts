import { useEffect, useState } from 'react';
import { ApiError } from '../api/client.js';
import { searchUsers, type FoundUser } from './admin-api.js';

/** SPEC section 9: the user search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export type UserSearch =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly users: readonly FoundUser[] }
  | { readonly state: 'failed'; readonly error: string };

/**
 * Searches users as the query is typed: nothing for an empty query (SPEC section 5), one request 250 ms
 * after the last change, and an answer to an older query never replaces a newer one.
 */
export function useUserSearch(query: string, options: { searchAccounts: boolean; allowOrphans: boolean }): UserSearch {
  const [search, setSearch] = useState<UserSearch>({ state: 'idle' });
  const trimmed = query.trim();
  const { searchAccounts, allowOrphans } = options;
  useEffect(() => {
    if (!trimmed) {
      setSearch({ state: 'idle' });
      return;
    }
    let current = true;
    setSearch({ state: 'searching' });
    const timer = setTimeout(() => {
      searchUsers(trimmed, { searchAccounts, allowOrphans }).then(
        (users) => current && setSearch({ state: 'found', users }),
        (error: unknown) => current && setSearch({ state: 'failed', error: error instanceof ApiError ? error.message : String(error) }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, searchAccounts, allowOrphans]);
  return search;
}
