import { join } from 'node:path';
import type { ServerConfig } from '../../config.js';
import type { OpenedStore } from '../../storage/open-store.js';
import { FileRunStore } from './file-run-store.js';
import type { PieceQueue } from './piece-queue.js';
import type { RunStore } from './run-store.js';

/** The runs' store beside the server's: files under `<data>/runs` for the embedded store; tables and a pg-boss job queue on PostgreSQL. */
export async function openRunStore(opened: OpenedStore, url: string | undefined, dataDir: string, config: ServerConfig, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<{ store: RunStore; queue?: PieceQueue }> {
  if (!opened.postgres || url === undefined) return { store: await FileRunStore.open(join(dataDir, 'runs')) };
  // pg-boss is loaded only for a server on PostgreSQL.
  const { openPostgresRuns } = await import('./postgres-runs.js');
  return openPostgresRuns(url, config, env, log);
}
