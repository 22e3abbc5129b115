import { useState } from 'react';
import { Link } from '../router/Link.js';
import { TextField } from '../ui/Input.js';
import { Table, type TableColumn } from '../ui/Table.js';
import { accountPage, assumeLink, type FoundUser } from './admin-api.js';
import { UserSearchResults } from './UserSearchResults.js';
import { useUserSearch } from './use-user-search.js';

const COLUMNS: readonly TableColumn<FoundUser>[] = [
  { header: 'Email', renderCell: (user) => user.email },
  { header: 'ID', mono: true, renderCell: (user) => user.id },
  {
    header: 'First account',
    renderCell: ({ accounts: [first] }) =>
      first ? (
        <Link href={accountPage(first.id)}>
          {first.name} <span className="admin-id">{first.id}</span>
        </Link>
      ) : (
        <span className="admin-muted">No account</span>
      ),
  },
  {
    header: 'Assume',
    hideHeader: true,
    align: 'end',
    renderCell: (user) => (
      <a href={assumeLink(user.id, user.accounts[0]?.id, '/app/grids')} aria-label={`Assume ${user.email}`}>
        Assume
      </a>
    ),
  },
];

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
      <UserSearchResults search={search} query={query} render={(users) => <Table label="Users found" columns={COLUMNS} rows={users} rowKey={(user) => user.id} />} />
    </section>
  );
}
