import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../router/Link.js';
import { useSession } from '../shell/session.js';
import './admin.css';
import { EmptyState } from '../ui/EmptyState.js';

/**
 * The admin screens for admins (and admins assuming a user); anyone else is told plainly that the page is
 * not for them. The server refuses them too (403 on the page and on every admin call).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.asAdmin) return <>{children}</>;
  return (
    <div role="alert">
      <EmptyState
        icon={ShieldAlert}
        title="Only administrators may see this page."
        description={`You are signed in as ${user?.email ?? 'a user'}, who is not an administrator.`}
        action={<Link href="/app/grids">Back to Grid Templates</Link>}
      />
    </div>
  );
}
