import { KeyRound, UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from '../router/Link.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { List } from '../ui/List.js';
import { assumeLink, getAccount, removeUser, rotateAccountKey, type AccountUser, type AdminAccount } from './admin-api.js';
import { AddUserDialog } from './AddUserDialog.js';
import { ShownKey } from './ShownKey.js';

/** /app/admin/accounts/{accountId}: "< Accounts", the account's name, ID and API key, and its users. */
export function AccountPage({ accountId }: { accountId: string }) {
  const id = Number(accountId);
  const load = useCallback(() => (Number.isSafeInteger(id) && id > 0 ? getAccount(id) : Promise.reject(new Error(`"${accountId}" is not an account id.`))), [id, accountId]);
  const { loaded, reload } = useLoad(load);
  return (
    <section aria-labelledby="account-title">
      <Link href="/app/admin/accounts" className="admin-back">
        {'< Accounts'}
      </Link>
      {loaded.state === 'loading' && <Loading text="Loading account..." />}
      {loaded.state === 'failed' && <LoadFailed what="the account" error={loaded.error} />}
      {loaded.state === 'loaded' && <AccountDetails account={loaded.data} reload={reload} />}
    </section>
  );
}

function AccountDetails({ account, reload }: { account: AdminAccount; reload(): Promise<void> }) {
  const dialogs = useDialogs();
  const [adding, setAdding] = useState(false);
  const [newKey, setNewKey] = useState<string | undefined>();
  const rotate = async () => {
    const sure = await dialogs.confirm({ message: `Make a new API key for ${account.name}? The current key stops working at once.`, acceptText: 'Rotate', negative: true });
    if (!sure) return;
    try {
      setNewKey(await rotateAccountKey(account.id));
    } catch (error) {
      console.error('Rotating the API key failed', error);
      await dialogs.alert({ message: `The API key could not be rotated: ${(error as Error).message}` });
    }
  };
  const remove = async (user: AccountUser) => {
    if (!(await dialogs.confirm({ message: `Remove ${user.email} from ${account.name}?`, acceptText: 'Remove', negative: true }))) return;
    try {
      await removeUser(account.id, user.id);
    } catch (error) {
      console.error('Removing the user failed', error);
      await dialogs.alert({ message: `${user.email} could not be removed: ${(error as Error).message}` });
    }
    await reload();
  };
  return (
    <>
      <h1 id="account-title">{account.name}</h1>
      <dl className="admin-facts">
        <dt>ID</dt>
        <dd className="admin-id">{account.id}</dd>
        <dt>API key</dt>
        <dd>
          {newKey ? <ShownKey label="New API key" apiKey={newKey} /> : <span className="admin-muted">Shown only when it is made; stored as a hash.</span>}
          <Button size="sm" icon={KeyRound} onClick={() => void rotate()}>
            Rotate
          </Button>
        </dd>
      </dl>
      <header className="page-header admin-subheader">
        <h2>Users</h2>
        <Button variant="primary" icon={UserPlus} onClick={() => setAdding(true)}>
          Add user
        </Button>
      </header>
      <List
        label="Users"
        items={account.users}
        itemKey={(user) => user.id}
        renderItem={(user) => (
          <>
            <span>{user.email}</span> <span className="admin-id">{user.id}</span>
          </>
        )}
        renderActions={(user) => (
          <>
            <a href={assumeLink(user.id, account.id, '/app/grids')} aria-label={`Assume ${user.email}`} className="admin-assume">
              Assume
            </a>
            <Button size="sm" variant="ghost" aria-label={`Remove ${user.email}`} onClick={() => void remove(user)}>
              Remove
            </Button>
          </>
        )}
        empty={<p>This account has no users yet.</p>}
      />
      <AddUserDialog account={account} open={adding} onClose={() => setAdding(false)} onAdded={() => void reload()} />
    </>
  );
}
