import { RefreshCw } from 'lucide-react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { serverStats } from './admin-api.js';

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
        <table className="admin-stats" aria-label="Server stats">
          <tbody>
            {Object.entries(loaded.data).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
