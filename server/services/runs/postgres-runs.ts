import pg from 'pg';
import type { ServerConfig } from '../../config.js';
import { BossPieceQueue } from './boss-piece-queue.js';
import type { PieceQueue } from './piece-queue.js';
import { PostgresRunStore } from './postgres-run-store.js';
import type { RunStore } from './run-store.js';

/** Connections of this process's own for its runs (the records' pool is the store's; pg-boss has its own). */
const RUN_CONNECTIONS = 4;

/**
 * Runs on PostgreSQL: their tables, and the pg-boss queue their pieces wait in. A piece held by a process
 * that stopped answering is given to another after GRIDCAST_RUN_PIECE_EXPIRY (seconds; 60 by default, at
 * least 3 times the compute budget, since a piece may take its whole budget).
 */
export async function openPostgresRuns(url: string, config: ServerConfig, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<{ store: RunStore; queue: PieceQueue }> {
  const pool = new pg.Pool({ connectionString: url, max: RUN_CONNECTIONS });
  pool.on('error', (error) => log(`PostgreSQL connection lost (runs): ${error.message}`));
  const given = Number(env.GRIDCAST_RUN_PIECE_EXPIRY);
  const expireSeconds = Number.isFinite(given) && given >= 1 ? Math.round(given) : Math.max(60, Math.ceil((3 * config.compute.budgetMs) / 1000));
  const store = await PostgresRunStore.open(pool);
  const queue = new BossPieceQueue({ connectionString: url, expireSeconds, maintenanceSeconds: Math.max(1, Math.min(10, Math.round(expireSeconds / 2))), log, exclusively: (work) => store.exclusively(work) });
  return { store, queue };
}
