import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { GridSummary } from '../api/schemas.js';
import { gridOf } from '../api/scope.js';
import { gridSummary } from '../api/views.js';
import { z } from '../api/zod.js';
import { checkTemplate } from '../engine/templates.js';
import { badRequest, notAvailable } from '../http/errors.js';
import { createGrid } from '../services/grid-factory.js';
import type { JsonValue } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

interface UploadedFile {
  readonly filepath: string;
  readonly originalFilename?: string | null;
  readonly size: number;
}

function uploadedFile(ctx: Context): UploadedFile {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  const file = files?.file;
  if (!file) throw badRequest('Invalid body.file: upload one file in the multipart field "file".');
  if (Array.isArray(file)) throw badRequest('Invalid body.file: upload one file only.');
  return file;
}

/** `POST /api/import`: a template file (.json) becomes a new template; xlsx and csv need the files plugin. */
export function importRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'post', path: '/api/import', tag: 'Grids', access: 'user', summary: 'Create a template from an uploaded file', status: 201,
    multipart: true, response: z.object({ grid: GridSummary }), errors: { 413: 'File too large', 501: 'xlsx/csv import not available yet' },
    handler: async (ctx, { caller }) => {
      const file = uploadedFile(ctx);
      try {
        const fileName = file.originalFilename ?? 'upload';
        if (/\.(xlsx|xls|csv)$/i.test(fileName)) throw notAvailable('Import of xlsx, xls and csv files');
        let json: JsonValue;
        try {
          json = JSON.parse(await readFile(file.filepath, 'utf8')) as JsonValue;
        } catch {
          throw badRequest(`${fileName} is not a template file: it is not valid JSON.`);
        }
        const content = checkTemplate(json);
        const name = typeof content.name === 'string' && content.name.trim() ? content.name : fileName.replace(/\.json$/i, '');
        const id = await createGrid(deps.storage, { accountId: caller.account.id, name, content });
        return deps.storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)) }));
      } finally {
        await rm(file.filepath, { force: true });
      }
    },
  });
}
