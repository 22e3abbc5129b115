import { BarChart3, Building2, Copy, LogOut, Users } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { User } from '../api/types.js';
import { Link } from '../router/Link.js';
import { navigate, useLocation } from '../router/router.js';
import { useSession } from '../shell/session.js';
import './admin.css';
import { Button } from '../ui/Button.js';
import { useToast } from '../ui/Toast.js';
import { assumeLink } from './admin-api.js';

const SHOWN_KEY = 'gridcast.adminHeader';

/** The header's shortcuts (SPEC section 2): meta+shift+a shows or hides it, meta+u opens the users list. */
export const isToggleKey = (event: KeyboardEvent): boolean => event.metaKey && event.shiftKey && !event.ctrlKey && !event.altKey && event.code === 'KeyA';
export const isUsersKey = (event: KeyboardEvent): boolean => event.metaKey && !event.shiftKey && !event.ctrlKey && !event.altKey && event.code === 'KeyU';

function storedShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeShown(shown: boolean): void {
  try {
    localStorage.setItem(SHOWN_KEY, String(shown));
  } catch {
    // Private windows may refuse storage: the header then starts hidden on the next load.
  }
}

/** The admin header for asAdmin users (admins, also while assuming someone); nothing for anyone else. */
export function AdminHeader() {
  const { user } = useSession();
  return user?.asAdmin ? <AdminBar user={user} /> : null;
}

function AdminBar({ user }: { user: User }) {
  const [shown, setShown] = useState(storedShown);
  const { pathname, query } = useLocation();
  const toast = useToast();
  // Listening from the commit that shows the page, not after its paint: a shortcut pressed as soon as the
  // page shows is not lost (a browser test pressed meta+shift+a in between on a loaded machine).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A shortcut the page already took (the editor's own keys) stays the page's.
      if (event.defaultPrevented) return;
      if (isToggleKey(event)) {
        event.preventDefault();
        setShown((was) => {
          storeShown(!was);
          return !was;
        });
      } else if (isUsersKey(event)) {
        event.preventDefault();
        navigate('/app/admin/users');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    document.body.classList.toggle('with-admin-header', shown);
    return () => document.body.classList.remove('with-admin-header');
  }, [shown]);
  if (!shown) return null;
  const here = pathname + (query.size > 0 ? `?${query}` : '');
  const copyAssume = async () => {
    // A link that opens this page as the user seen here, for another admin or a later visit.
    const link = new URL(assumeLink(user.id, user.accountId, here), location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Assume link copied', description: link, tone: 'success' });
    } catch (error) {
      toast({ title: 'The assume link could not be copied', description: (error as Error).message, tone: 'error' });
    }
  };
  return (
    <nav className="admin-header" aria-label="Admin">
      <Link href="/app/admin/accounts" className="admin-header-link">
        <Building2 size={14} aria-hidden />
        Accounts
      </Link>
      <Link href="/app/admin/users" className="admin-header-link" aria-keyshortcuts="Meta+U">
        <Users size={14} aria-hidden />
        Users
      </Link>
      <Link href="/app/admin/stats/server" className="admin-header-link">
        <BarChart3 size={14} aria-hidden />
        Server stats
      </Link>
      <Button size="sm" variant="ghost" icon={Copy} onClick={() => void copyAssume()}>
        Copy Assume
      </Button>
      <span className="admin-header-who">
        {user.assumedBy ? `${user.email}, assumed by ${user.assumedBy}` : user.email}
      </span>
      {user.assumedBy && (
        // A form's POST, not a link: stopping changes the session (the server answers 303 to the users list).
        <form method="post" action={`/api/admin/assume/end?redirect=${encodeURIComponent('/app/admin/users')}`} className="admin-header-form">
          <Button type="submit" size="sm" variant="ghost" icon={LogOut}>
            Stop assuming
          </Button>
        </form>
      )}
    </nav>
  );
}
