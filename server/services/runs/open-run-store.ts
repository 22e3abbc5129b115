import { join } from 'node:path';
import type { ServerConfig } from '../../config.js';
import type { OpenedStore } from '../../storage/open-store.js';
import { FileRunStore } from './file-run-store.js';
import type { PieceQueue } from './piece-queue.js';
import type { RunStore } from './run-store.js';

/** The runs' store beside the server's: files under `<data>/runs` for the embedded store; tables and a pg-boss job queue on PostgreSQL. */
export async function openRunStore(opened: OpenedStore, dataDir: string, config: ServerConfig, log: (line: string) => void): Promise<{ store: RunStore; queue?: PieceQueue }> {
  if (!opened.postgres) return { store: await FileRunStore.open(join(dataDir, 'runs')) };
  const { openPostgresRuns } = await import('./postgres-runs.js');
  return openPostgresRuns(opened.postgres, config, log);
}
