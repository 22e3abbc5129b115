import { Construction } from 'lucide-react';
import { Link } from '../router/Link.js';
import { EmptyState } from '../ui/EmptyState.js';

/** Routes whose features have not landed yet say so rather than showing a blank screen. */
export function NotAvailablePage({ what }: { what: string }) {
  return (
    <section className="not-available">
      <header className="page-header">
        <h1>{what}</h1>
      </header>
      <EmptyState icon={Construction} title="This page is not available yet." action={<Link href="/app/grids">Back to grid templates</Link>} />
    </section>
  );
}
