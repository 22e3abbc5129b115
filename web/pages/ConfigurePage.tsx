import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client.js';
import type { GridSummary, ShadowSummary } from '../api/types.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../shell/dialogs.js';
import { Loading } from '../shell/Layout.js';

/** /app/grids/{gridId}/configure: the template's grids (shadows) with New Grid, Edit and Delete. */
export function ConfigurePage({ gridId }: { gridId: string }) {
  const dialogs = useDialogs();
  const [grid, setGrid] = useState<GridSummary | null>(null);
  const [shadows, setShadows] = useState<readonly ShadowSummary[] | null>(null);
  const load = useCallback(async () => {
    const [loaded, list] = await Promise.all([
      api.get<{ grid: GridSummary }>(`/api/grids/${encodeURIComponent(gridId)}`),
      api.get<{ shadows: readonly ShadowSummary[] }>(`/api/grids/${encodeURIComponent(gridId)}/shadows`),
    ]);
    setGrid(loaded.grid);
    setShadows(list.shadows);
  }, [gridId]);
  useEffect(() => {
    void load();
  }, [load]);
  const create = async () => {
    await api.post(`/api/grids/${encodeURIComponent(gridId)}/shadows`, {});
    await load();
  };
  const remove = async (shadow: ShadowSummary) => {
    const ok = await dialogs.confirm({ message: `Are you sure you want to delete ${shadow.name}?`, acceptText: 'Delete', negative: true });
    if (!ok) return;
    await api.delete(`/api/grids/${encodeURIComponent(gridId)}/shadows/${encodeURIComponent(shadow.id)}`);
    await load();
  };
  if (!grid || !shadows) return <Loading text="Loading configuration..." />;
  return (
    <section aria-labelledby="configure-title">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <Link href="/app/grids">Grid Templates</Link> / <Link href={`/app/grids/${grid.id}`}>{grid.name}</Link> / Configure
      </nav>
      <h1 id="configure-title">{grid.name}</h1>
      <p className="note">
        Grids are instances of this template with their own input. Scripts create and read them through the{' '}
        <Link href="/app/api">API</Link>.
      </p>
      <button type="button" onClick={() => void create()}>
        New Grid
      </button>
      {shadows.length === 0 ? (
        <p>This grid template doesn't have any grids yet...</p>
      ) : (
        <table className="shadows">
          <thead>
            <tr>
              <th>Name</th>
              <th>Token</th>
              <th>Last update</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shadows.map((shadow) => (
              <tr key={shadow.id}>
                <td>{shadow.name}</td>
                <td>
                  <code>{shadow.token}</code>
                </td>
                <td>{shadow.updatedAt ? new Date(shadow.updatedAt).toLocaleString() : ''}</td>
                <td>
                  <button type="button" onClick={() => navigate(`/app/shadows/${encodeURIComponent(shadow.token)}`)} aria-label={`Edit ${shadow.name}`}>
                    Edit
                  </button>
                  <button type="button" onClick={() => void remove(shadow)} aria-label={`Delete ${shadow.name}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
