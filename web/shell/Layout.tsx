import type { ReactNode } from 'react';
import { api } from '../api/client.js';
import { Link } from '../router/Link.js';
import { useDialogs } from './dialogs.js';
import { SUPPORT_EMAIL } from './FatalErrorBoundary.js';
import { useSession } from './session.js';

/** The shared layout: the nav of SPEC section 2 and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const dialogs = useDialogs();
  const switchAccount = async (accountId: number) => {
    try {
      await api.post('/api/user/switchAccount', {}, { query: { accountId } });
    } catch (error) {
      await dialogs.alert({ message: `The account could not be switched: ${(error as Error).message}` });
      return;
    }
    // A full load: everything on screen belonged to the other account.
    location.assign('/app/grids');
  };
  return (
    <div className="layout">
      <nav className="top-nav" aria-label="Main">
        <Link href="/app" className="logo" aria-label="Gridcast home">
          Gridcast
        </Link>
        <Link href="/app/grids">Grid Templates</Link>
        <Link href="/app/settings/data_presets">Settings</Link>
        <Link href="/app/api">API</Link>
        <Link href="/app/account">Account</Link>
        {user && user.accounts.length >= 2 && (
          <label className="switch-account">
            Switch Account
            <select value={user.accountId ?? undefined} onChange={(event) => void switchAccount(Number(event.target.value))}>
              {user.accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <a href="/logout">Logout</a>
      </nav>
      <main className="page">{children}</main>
      <footer className="footer">
        <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
      </footer>
    </div>
  );
}

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
