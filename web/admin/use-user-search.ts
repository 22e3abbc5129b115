import { useEffect, useMemo, useState } from 'react';
import { searchUsers, type FoundUser } from './admin-api.js';
import { debouncedSearch, type SearchState } from './debounced-search.js';

/** SPEC section 9: the user search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export type UserSearch = SearchState<readonly FoundUser[]>;

/** Searches users as the query is typed (see debouncedSearch: nothing for an empty query, 250 ms debounce). */
export function useUserSearch(query: string, options: { searchAccounts: boolean; allowOrphans: boolean }): UserSearch {
  const [search, setSearch] = useState<UserSearch>({ state: 'idle' });
  const { searchAccounts, allowOrphans } = options;
  const searcher = useMemo(
    () => debouncedSearch((text) => searchUsers(text, { searchAccounts, allowOrphans }), setSearch, SEARCH_DEBOUNCE_MS),
    [searchAccounts, allowOrphans],
  );
  useEffect(() => () => searcher.cancel(), [searcher]);
  useEffect(() => searcher.query(query), [searcher, query]);
  return search;
}
