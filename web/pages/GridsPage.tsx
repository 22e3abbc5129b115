import { useEffect, useState } from 'react';
import { api } from '../api/client.js';
import type { GridSummary } from '../api/types.js';
import { Loading } from '../shell/Layout.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';

/** /app/grids: the account's grid templates, with a button to create one. */
export function GridsPage() {
  const [grids, setGrids] = useState<readonly GridSummary[] | null>(null);
  useEffect(() => {
    void api.get<{ grids: readonly GridSummary[] }>('/api/grids').then((body) => setGrids(body.grids));
  }, []);
  const create = async () => {
    const { grid } = await api.post<{ grid: GridSummary }>('/api/grids', {});
    navigate(`/app/grids/${grid.id}`);
  };
  if (!grids) return <Loading text="Loading grids..." />;
  return (
    <section aria-labelledby="grids-title">
      <header className="page-header">
        <h1 id="grids-title">Grid Templates</h1>
        <button type="button" onClick={() => void create()}>
          New grid template
        </button>
      </header>
      {grids.length === 0 ? (
        <p>You don't have any grids yet...</p>
      ) : (
        <ul className="grid-list">
          {grids.map((grid) => (
            <li key={grid.id}>
              <Link href={`/app/grids/${grid.id}`}>{grid.name}</Link>
              {grid.published ? <span className="badge">published</span> : null}
              <Link href={`/app/grids/${grid.id}/configure`} aria-label={`Configure ${grid.name}`}>
                Configure
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
