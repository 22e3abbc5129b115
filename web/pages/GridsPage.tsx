import { FileSpreadsheet, Globe, Plus, Search, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '../api/client.js';
import type { GridSummary } from '../api/types.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Badge } from '../ui/Badge.js';
import { Button, IconButton } from '../ui/Button.js';
import { EmptyState } from '../ui/EmptyState.js';
import { Input } from '../ui/Input.js';
import { List } from '../ui/List.js';
import { Select } from '../ui/Select.js';
import { GRID_SORTS, shownGrids, updatedText, type GridSort } from './grid-list.js';

const loadGrids = async (): Promise<readonly GridSummary[]> => (await api.get<{ grids: readonly GridSummary[] }>('/api/grids')).grids;

/** /app/grids: the account's grid templates (name, last update, published), searchable and sortable, and New grid template. */
export function GridsPage() {
  const dialogs = useDialogs();
  const { loaded } = useLoad(loadGrids);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GridSort>('updated');
  const create = async () => {
    try {
      const { grid } = await api.post<{ grid: GridSummary }>('/api/grids', {});
      navigate(`/app/grids/${grid.id}`);
    } catch (error) {
      await dialogs.alert({ message: `The grid template could not be created: ${(error as Error).message}` });
    }
  };
  const newButton = (
    <Button variant="primary" icon={Plus} onClick={() => void create()}>
      New grid template
    </Button>
  );
  return (
    <section aria-labelledby="grids-title">
      <header className="page-header">
        <div>
          <h1 id="grids-title">Grid Templates</h1>
          <p>Spreadsheet models that turn a JSON input into JSON outputs.</p>
        </div>
        {loaded.state === 'loaded' && loaded.data.length > 0 && newButton}
      </header>
      {loaded.state === 'loading' && <Loading text="Loading grids..." />}
      {loaded.state === 'failed' && <LoadFailed what="your grid templates" error={loaded.error} />}
      {loaded.state === 'loaded' &&
        (loaded.data.length === 0 ? (
          <EmptyState
            icon={FileSpreadsheet}
            title="You don't have any grids yet..."
            description="Start a grid template: write formulas, read a JSON input with INPUT() and mark the named ranges that are its outputs."
            action={newButton}
          />
        ) : (
          <>
            <div className="grid-tools">
              <div className="search">
                <Search size={16} aria-hidden />
                <Input type="search" aria-label="Search grid templates" placeholder="Search by name" value={search} onChange={(event) => setSearch(event.target.value)} />
              </div>
              <span className="sort">
                Sort by
                <Select<GridSort> label="Sort by" value={sort} onChange={setSort} options={GRID_SORTS} />
              </span>
            </div>
            <List
              label="Grid templates"
              items={shownGrids(loaded.data, search, sort)}
              itemKey={(grid) => grid.id}
              empty={<p className="no-match">No grid template matches "{search.trim()}".</p>}
              renderItem={(grid) => (
                <>
                  <span className="grid-row-name">
                    <FileSpreadsheet size={18} aria-hidden />
                    <Link href={`/app/grids/${grid.id}`}>{grid.name}</Link>
                  </span>
                  {grid.published && (
                    <Badge tone="success">
                      <Globe size={12} aria-hidden />
                      Published
                    </Badge>
                  )}
                  <span className="grid-updated" title={grid.updatedAt ? new Date(grid.updatedAt).toLocaleString() : undefined}>
                    {grid.updatedAt ? `Updated ${updatedText(grid.updatedAt)}` : updatedText(undefined)}
                  </span>
                </>
              )}
              renderActions={(grid) => <IconButton icon={Settings2} label={`Configure ${grid.name}`} onClick={() => navigate(`/app/grids/${grid.id}/configure`)} />}
            />
          </>
        ))}
    </section>
  );
}
