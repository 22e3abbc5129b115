import { FileSpreadsheet, KeyRound, LoaderCircle, LogOut, Settings, Sheet, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../api/client.js';
import { Link } from '../router/Link.js';
import { useLocation } from '../router/router.js';
import { Select } from '../ui/Select.js';
import { useDialogs } from '../ui/dialogs.js';
import { SUPPORT_EMAIL } from './FatalErrorBoundary.js';
import { useSession } from './session.js';

/** The nav's sections (SPEC section 2) and the paths each one covers, for the current-page mark. */
const SECTIONS: readonly { label: string; href: string; icon: LucideIcon; prefix: string }[] = [
  { label: 'Grid Templates', href: '/app/grids', icon: FileSpreadsheet, prefix: '/app/grids' },
  { label: 'Settings', href: '/app/settings/data_presets', icon: Settings, prefix: '/app/settings' },
  { label: 'API', href: '/app/api', icon: KeyRound, prefix: '/app/api' },
  { label: 'Account', href: '/app/account', icon: UserRound, prefix: '/app/account' },
];

/** The shared layout: the nav of SPEC section 2 and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
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
          <Sheet className="logo-mark" size={24} aria-hidden />
          Gridcast
        </Link>
        {SECTIONS.map(({ label, href, icon: Icon, prefix }) => (
          <Link key={href} href={href} className="nav-link" aria-current={pathname.startsWith(prefix) ? 'page' : undefined}>
            <Icon size={16} aria-hidden />
            {label}
          </Link>
        ))}
        {user && user.accounts.length >= 2 && (
          <span className="switch-account">
            <Select
              label="Switch Account"
              size="sm"
              value={user.accountId === null ? undefined : String(user.accountId)}
              placeholder="Switch Account"
              onChange={(id) => void switchAccount(Number(id))}
              options={user.accounts.map((account) => ({ value: String(account.id), label: account.name }))}
            />
          </span>
        )}
        {/* A form's POST, not a link: signing out changes the session (the server answers 303 to /app). */}
        <form method="post" action="/logout" className="nav-form">
          <button type="submit" className="nav-link nav-button">
            <LogOut size={16} aria-hidden />
            Logout
          </button>
        </form>
      </nav>
      <main className="page">{children}</main>
      <footer className="footer">
        <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
      </footer>
    </div>
  );
}

/** A loading state (SPEC section 2's texts), announced to screen readers; `full` centres it on the screen. */
export function Loading({ text = 'Loading...', full = false }: { text?: string; full?: boolean }) {
  return (
    <p className={full ? 'loading loading-full' : 'loading'} role="status">
      <LoaderCircle className="spin" size={18} aria-hidden />
      {text}
    </p>
  );
}
