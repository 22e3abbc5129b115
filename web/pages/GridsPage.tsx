import { api } from '../api/client.js';
import type { GridSummary } from '../api/types.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../shell/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';

const loadGrids = async (): Promise<readonly GridSummary[]> => (await api.get<{ grids: readonly GridSummary[] }>('/api/grids')).grids;

/** /app/grids: the account's grid templates, with a button to create one. */
export function GridsPage() {
  const dialogs = useDialogs();
  const { loaded } = useLoad(loadGrids);
  const create = async () => {
    try {
      const { grid } = await api.post<{ grid: GridSummary }>('/api/grids', {});
      navigate(`/app/grids/${grid.id}`);
    } catch (error) {
      await dialogs.alert({ message: `The grid template could not be created: ${(error as Error).message}` });
    }
  };
  if (loaded.state === 'loading') return <Loading text="Loading grids..." />;
  if (loaded.state === 'failed') return <LoadFailed what="your grid templates" error={loaded.error} />;
  const grids = loaded.data;
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
