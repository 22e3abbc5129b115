import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { QueryFlag } from '../api/schemas.js';
import { gridOf, shadowByToken, versionOf } from '../api/scope.js';
import { z } from '../api/zod.js';
import { computeTask } from '../compute/compute-task.js';
import type { MadeFile } from '../engine/file-tasks.js';
import type { RouteDeps } from './deps.js';

const ExportQuery = z.object({ csv: QueryFlag });

/** Computing the template and writing the file: a compute worker's work (server/engine/file-tasks.ts). */
const EXPORT = computeTask<typeof import('../engine/file-tasks.js').exportFile>(new URL('../engine/file-tasks.js', import.meta.url), 'exportFile');

function sendFile(ctx: Context, name: string, file: MadeFile): void {
  const safe = name.replace(/[^\w .-]+/g, '_').trim() || 'grid';
  ctx.type = file.type;
  ctx.set('Content-Disposition', `attachment; filename="${safe}.${file.extension}"; filename*=UTF-8''${encodeURIComponent(name)}.${file.extension}`);
  const { bytes } = file;
  ctx.length = bytes.byteLength;
  // A view of the bytes the worker handed over, not a copy.
  ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Downloads: a template's current version, or a shadow with its input, as .xlsx (or .csv with ?csv=true). */
export function exportRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/export', tag: 'Grids', access: 'user', summary: 'Download a template as .xlsx (or its first visible sheet as .csv)',
    params: z.object({ id: z.string().min(1) }), query: ExportQuery,
    handler: async (ctx, { caller, params, query }) => {
      const { grid, version } = await deps.live.readSettled(() => storage.read((db) => {
        const found = gridOf(db, caller, params.id);
        return { grid: found, version: versionOf(db, found, found.currentVersionId) };
      }), (found) => [{ version: found.version.id }]);
      sendFile(ctx, grid.name, await deps.compute.run(caller.account.id, EXPORT, { versionKey: version.contentKey, csv: query.csv }));
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/export', tag: 'Shadows', access: 'user', summary: 'Download a shadow, computed for its input, as .xlsx (or .csv)',
    params: z.object({ token: z.string().min(1) }), query: ExportQuery,
    handler: async (ctx, { caller, params, query }) => {
      const { shadow, version } = await deps.live.readSettled(() => storage.read((db) => {
        const found = shadowByToken(db, caller, params.token);
        return { shadow: found.shadow, version: versionOf(db, found.grid, found.shadow.gridVersionId) };
      }), (found) => [{ shadow: found.shadow.id }, { version: found.version.id }]);
      sendFile(ctx, shadow.name, await deps.compute.run(caller.account.id, EXPORT, { versionKey: version.contentKey, shadowKey: shadow.contentKey, csv: query.csv }));
      return undefined;
    },
  });
}
