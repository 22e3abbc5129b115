import { RefreshCw } from 'lucide-react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { Table, type TableColumn } from '../ui/Table.js';
import { serverStats } from './admin-api.js';

type Stat = readonly [key: string, value: string | number];

const COLUMNS: readonly TableColumn<Stat>[] = [
  { header: 'Name', renderCell: ([key]) => key },
  { header: 'Value', align: 'end', mono: true, renderCell: ([, value]) => String(value) },
];

/** /app/admin/stats/server: the answering process's figures as a key/value table, and Reload. */
export function ServerStatsPage() {
  const { loaded, reload } = useLoad(serverStats);
  return (
    <section aria-labelledby="stats-title">
      <header className="page-header">
        <div>
          <h1 id="stats-title">Server stats</h1>
          <p>These stats come from a random dyno on each load</p>
        </div>
        <Button icon={RefreshCw} onClick={() => void reload()} disabled={loaded.state === 'loading'}>
          Reload
        </Button>
      </header>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed what="the server stats" error={loaded.error} />}
      {loaded.state === 'loaded' && (
        <Table label="Server stats" columns={COLUMNS} rows={Object.entries(loaded.data)} rowKey={([key]) => key} />
      )}
    </section>
  );
}
