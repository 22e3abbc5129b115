import { MapPinOff } from 'lucide-react';
import { Link } from '../router/Link.js';
import { EmptyState } from '../ui/EmptyState.js';

/** An address that is no route of the app (a mistyped or stale link). */
export function NotFoundPage() {
  return (
    <section className="not-available">
      <header className="page-header">
        <h1>Page not found</h1>
      </header>
      <EmptyState icon={MapPinOff} title="There is no page at this address." action={<Link href="/app/grids">Back to grid templates</Link>} />
    </section>
  );
}
