import { Plus, Table2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { api } from '../api/client.js';
import type { GridSummary, ShadowSummary } from '../api/types.js';
import { Link } from '../router/Link.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { openNewCast } from '../../plugins/casts/web/new-cast.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/EmptyState.js';
import { NewGridDialog, type NewGrid } from './NewGridDialog.js';
import { ShadowsTable } from './ShadowsTable.js';
import { firstTestShadow, type TestShadowInput } from './starting-inputs.js';

interface Configuration {
  readonly grid: GridSummary;
  readonly shadows: readonly ShadowSummary[];
  /** What a new grid starts with by default: the template's first test shadow's input. */
  readonly testShadow: TestShadowInput | undefined;
}

/** /app/grids/{gridId}/configure: the template's grids (shadows) with New Grid, Edit and Delete. */
export function ConfigurePage({ gridId }: { gridId: string }) {
  const dialogs = useDialogs();
  const base = `/api/grids/${encodeURIComponent(gridId)}`;
  const loader = useCallback(async (): Promise<Configuration> => {
    const [loaded, list] = await Promise.all([
      api.get<{ grid: GridSummary & { content?: { testShadowsById?: unknown } } }>(base),
      api.get<{ shadows: readonly ShadowSummary[] }>(`${base}/shadows`),
    ]);
    return { grid: loaded.grid, shadows: list.shadows, testShadow: firstTestShadow(loaded.grid.content?.testShadowsById) };
  }, [base]);
  const { loaded, reload } = useLoad(loader);
  const [creating, setCreating] = useState(false);
  /** Runs a change, then shows the list as the server has it; a refusal is shown in the alert dialog. */
  const change = async (what: string, request: () => Promise<unknown>) => {
    try {
      await request();
    } catch (error) {
      await dialogs.alert({ message: `The grid could not be ${what}: ${(error as Error).message}` });
    }
    await reload();
  };
  const create = async (grid: NewGrid | undefined) => {
    setCreating(false);
    if (grid) await change('created', () => api.post(`${base}/shadows`, { shadow: grid }));
  };
  const remove = async (shadow: ShadowSummary) => {
    const ok = await dialogs.confirm({ message: `Are you sure you want to delete ${shadow.name}?`, acceptText: 'Delete', negative: true });
    if (ok) await change('deleted', () => api.delete(`${base}/shadows/${encodeURIComponent(shadow.id)}`));
  };
  const newCast = async (shadow: ShadowSummary) => {
    try {
      await openNewCast(shadow.token);
    } catch (error) {
      await dialogs.alert({ message: `The cast could not be made: ${(error as Error).message}` });
    }
  };
  if (loaded.state === 'loading') return <Loading text="Loading configuration..." />;
  if (loaded.state === 'failed') return <LoadFailed what="this grid template" error={loaded.error} />;
  const { grid, shadows, testShadow } = loaded.data;
  return (
    <section aria-labelledby="configure-title">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <Link href="/app/grids">Grid Templates</Link> / <Link href={`/app/grids/${grid.id}`}>{grid.name}</Link> / Configure
      </nav>
      <header className="page-header">
        <div>
          <h1 id="configure-title">{grid.name}</h1>
          <p className="note">
            Grids are instances of this template with their own input. Scripts create and read them through the{' '}
            <Link href="/app/api">API</Link>.
          </p>
        </div>
        <Button variant="primary" icon={Plus} onClick={() => setCreating(true)}>
          New Grid
        </Button>
      </header>
      {creating && <NewGridDialog testShadow={testShadow} onClose={(created) => void create(created)} />}
      {shadows.length === 0 ? (
        <EmptyState icon={Table2} title="This grid template doesn't have any grids yet..." description="A grid is a copy of this template with its own input." />
      ) : (
        <ShadowsTable shadows={shadows} onNewCast={(shadow) => void newCast(shadow)} onDelete={(shadow) => void remove(shadow)} />
      )}
    </section>
  );
}
