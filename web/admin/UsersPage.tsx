import { useState } from 'react';
import { Link } from '../router/Link.js';
import { TextField } from '../ui/Input.js';
import { accountPage, assumeLink } from './admin-api.js';
import { UserSearchResults } from './UserSearchResults.js';
import { useUserSearch } from './use-user-search.js';

/**
 * /app/admin/users: finds users by email or id and by their accounts' names or ids (users without an account
 * too); each result shows the email, the id, the first account, and a link that assumes the user.
 */
export function UsersPage() {
  const [query, setQuery] = useState('');
  const search = useUserSearch(query, { searchAccounts: true, allowOrphans: true });
  return (
    <section aria-labelledby="users-title">
      <header className="page-header">
        <h1 id="users-title">Users</h1>
      </header>
      <div className="admin-search">
        <TextField label="Search users and accounts" type="search" hint="An email, a user id, or an account's name or id" value={query} onChange={(event) => setQuery(event.target.value)} autoFocus />
      </div>
      <UserSearchResults
        search={search}
        query={query}
        renderUser={(user) => {
          const first = user.accounts[0];
          return (
            <div className="admin-user-row">
              <span className="admin-user-email">{user.email}</span>
              <span className="admin-id">{user.id}</span>
              {first ? (
                <Link href={accountPage(first.id)}>
                  {first.name} <span className="admin-id">{first.id}</span>
                </Link>
              ) : (
                <span className="admin-muted">No account</span>
              )}
              <a href={assumeLink(user.id, first?.id, '/app/grids')} aria-label={`Assume ${user.email}`}>
                Assume
              </a>
            </div>
          );
        }}
      />
    </section>
  );
}
