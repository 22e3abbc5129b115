import { Link } from '../router/Link.js';

/** Routes whose features have not landed yet say so rather than showing a blank screen. */
export function NotAvailablePage({ what }: { what: string }) {
  return (
    <div className="not-available">
      <h1>{what}</h1>
      <p>This page is not available yet.</p>
      <Link href="/app/grids">Back to grid templates</Link>
    </div>
  );
}
