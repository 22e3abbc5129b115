import { Link } from '../router/Link.js';

/** An address that is no route of the app (a mistyped or stale link). */
export function NotFoundPage() {
  return (
    <div className="not-available">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link href="/app/grids">Back to grid templates</Link>
    </div>
  );
}
