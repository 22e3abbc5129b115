import type { ServerConfig } from '../../config.js';
import type { PostgresStorage } from '../../storage/postgres/postgres-storage.js';
import type { PieceQueue } from './piece-queue.js';
import type { RunStore } from './run-store.js';

export async function openPostgresRuns(_postgres: PostgresStorage, _config: ServerConfig, _log: (line: string) => void): Promise<{ store: RunStore; queue: PieceQueue }> {
  throw new Error('runs on PostgreSQL: not yet');
}
