import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../router/Link.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { List } from '../ui/List.js';
import { accountPage, listAccounts, type AdminAccount } from './admin-api.js';
import { NewAccountDialog } from './NewAccountDialog.js';
import { ShownKey } from './ShownKey.js';

/** /app/admin/accounts: every account as a link (name and id), newest first, and "New account". */
export function AccountsPage() {
  const { loaded } = useLoad(listAccounts);
  const [creating, setCreating] = useState(false);
  // Accounts made on this visit go on top of the loaded list (SPEC section 7: "added at top").
  const [created, setCreated] = useState<readonly AdminAccount[]>([]);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="the accounts" error={loaded.error} />;
  const accounts = [...created, ...loaded.data.filter((account) => !created.some((mine) => mine.id === account.id))];
  const newest = created[0];
  return (
    <section aria-labelledby="accounts-title">
      <header className="page-header">
        <h1 id="accounts-title">Accounts</h1>
        <Button variant="primary" icon={Plus} onClick={() => setCreating(true)}>
          New account
        </Button>
      </header>
      {newest?.apiKey && (
        <p className="admin-notice" role="status">
          {newest.name} was created. Its API key, shown this once: <ShownKey label={`API key of ${newest.name}`} apiKey={newest.apiKey} />
        </p>
      )}
      <List
        label="Accounts"
        items={accounts}
        itemKey={(account) => String(account.id)}
        renderItem={(account) => (
          <Link href={accountPage(account.id)} className="admin-account-link">
            <span>{account.name}</span> <span className="admin-id">{account.id}</span>
          </Link>
        )}
        empty={<p>There are no accounts yet.</p>}
      />
      <NewAccountDialog open={creating} onClose={() => setCreating(false)} onCreated={(account) => setCreated((list) => [account, ...list])} />
    </section>
  );
}
