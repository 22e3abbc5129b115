import type { ReactNode } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import type { FoundUser } from './admin-api.js';
import type { UserSearch } from './use-user-search.js';

/** The answer to a user search: nothing before a query, 'Searching...', the users found, or why it failed. */
export function UserSearchResults({ search, query, render }: { search: UserSearch; query: string; render(users: readonly FoundUser[]): ReactNode }) {
  switch (search.state) {
    case 'idle':
      return null;
    case 'searching':
      return <Loading text="Searching..." />;
    case 'failed':
      return <LoadFailed what="the users" error={search.error} />;
    case 'found':
      return search.results.length === 0 ? <p role="status">No users match "{query.trim()}".</p> : <>{render(search.results)}</>;
  }
}
