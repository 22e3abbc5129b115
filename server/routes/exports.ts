import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { QueryFlag } from '../api/schemas.js';
import { gridOf, shadowByToken, versionOf } from '../api/scope.js';
import { z } from '../api/zod.js';
import type { ExportedFile } from '../engine/files.js';
import { readTemplate } from '../engine/templates.js';
import { collectOnceAnswered } from '../http/collect-garbage.js';
import { storedWorkbook } from '../services/stored-template.js';
import { asObject, inputOf, templateWithShadow } from '../services/shadow-content.js';
import type { RouteDeps } from './deps.js';

const ExportQuery = z.object({ csv: QueryFlag });

// ExcelJS and SheetJS are large: loaded on the first export or import, not at start-up.
const exportTemplate: typeof import('../engine/files.js').exportTemplate = async (...args) => (await import('../engine/files.js')).exportTemplate(...args);

function sendFile(ctx: Context, name: string, file: ExportedFile): void {
  const safe = name.replace(/[^\w .-]+/g, '_').trim() || 'grid';
  ctx.type = file.type;
  ctx.set('Content-Disposition', `attachment; filename="${safe}.${file.extension}"; filename*=UTF-8''${encodeURIComponent(name)}.${file.extension}`);
  ctx.length = file.size;
  const { bytes } = file;
  // A view of the bytes, not a copy; a CSV's pieces are made as the response takes them (a 200k-row CSV is 13 MB).
  ctx.body = typeof bytes === 'function' ? Readable.from(bytes()) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  collectOnceAnswered(ctx, file.size);
}

/** Downloads: a template's current version, or a shadow with its input, as .xlsx (or .csv with ?csv=true). */
export function exportRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/export', tag: 'Grids', access: 'user', summary: 'Download a template as .xlsx (or its first visible sheet as .csv)',
    params: z.object({ id: z.string().min(1) }), query: ExportQuery,
    handler: async (ctx, { caller, params, query }) => {
      const { grid, version } = await storage.read((db) => {
        const found = gridOf(db, caller, params.id);
        return { grid: found, version: versionOf(db, found, found.currentVersionId) };
      });
      sendFile(ctx, grid.name, await exportTemplate(await storedWorkbook(storage, version.contentKey), {}, query.csv));
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/export', tag: 'Shadows', access: 'user', summary: 'Download a shadow, computed for its input, as .xlsx (or .csv)',
    params: z.object({ token: z.string().min(1) }), query: ExportQuery,
    handler: async (ctx, { caller, params, query }) => {
      const { shadow, version } = await storage.read((db) => {
        const found = shadowByToken(db, caller, params.token);
        return { shadow: found.shadow, version: versionOf(db, found.grid, found.shadow.gridVersionId) };
      });
      const own = asObject(await storage.getContent(shadow.contentKey));
      const template = asObject(await storage.getContent(version.contentKey));
      sendFile(ctx, shadow.name, await exportTemplate(readTemplate(templateWithShadow(template, own)), inputOf(own), query.csv));
      return undefined;
    },
  });
}
