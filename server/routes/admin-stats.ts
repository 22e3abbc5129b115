import { defineRoute } from '../api/define.js';
import { z } from '../api/zod.js';
import type { RouteDeps } from './deps.js';

const MB = 1024 * 1024;

/** `GET /api/admin/server/stats`: a flat key/value table for the "Server stats" screen. */
export function statsRoute(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'get', path: '/api/admin/server/stats', tag: 'Admin', access: 'admin', summary: 'Memory, uptime, request counts, compute workers (busy, waiting, stopped) and store size of this process',
    response: z.object({ stats: z.record(z.string(), z.union([z.string(), z.number()])) }),
    handler: async () => {
      const memory = process.memoryUsage();
      const counts = await deps.storage.read((db) => ({ accounts: db.accounts.length, users: db.users.length, grids: db.grids.length, shadows: db.shadows.length }));
      const { stats } = deps;
      const compute = deps.compute.stats();
      return {
        stats: {
          pid: process.pid, node: process.version,
          uptimeSeconds: Math.round(process.uptime()),
          rssMb: round(memory.rss / MB), heapUsedMb: round(memory.heapUsed / MB), heapTotalMb: round(memory.heapTotal / MB),
          requestsTotal: stats.total, requestsInFlight: stats.inFlight,
          ...Object.fromEntries(Object.entries(stats.byClass).map(([key, value]) => [`requests${key}`, value])),
          computeWorkers: compute.workers, computeRunning: compute.running, computeWaiting: compute.waiting, computeWorkersStopped: compute.stopped,
          storeMb: round((await deps.storage.sizeBytes()) / MB),
          ...counts,
        },
      };
    },
  });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
