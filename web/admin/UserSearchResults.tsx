import type { ReactNode } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import type { FoundUser } from './admin-api.js';
import type { UserSearch } from './use-user-search.js';

/** The answer to a user search: nothing before a query, 'Searching...', the users found, or why it failed. */
export function UserSearchResults({ search, query, renderUser }: { search: UserSearch; query: string; renderUser(user: FoundUser): ReactNode }) {
  switch (search.state) {
    case 'idle':
      return null;
    case 'searching':
      return <Loading text="Searching..." />;
    case 'failed':
      return <LoadFailed what="the users" error={search.error} />;
    case 'found':
      if (search.users.length === 0) return <p role="status">No users match "{query.trim()}".</p>;
      return (
        <ul className="ui-list" aria-label="Users found">
          {search.users.map((user) => (
            <li key={user.id} className="ui-list-item">
              {renderUser(user)}
            </li>
          ))}
        </ul>
      );
  }
}
