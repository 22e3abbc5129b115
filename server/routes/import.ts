import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { GridSummary, MAX_NAME_LENGTH } from '../api/schemas.js';
import { gridOf } from '../api/scope.js';
import { gridSummary } from '../api/views.js';
import { z } from '../api/zod.js';
import { computeTask, ownBytes } from '../compute/compute-task.js';
import { badRequest } from '../http/errors.js';
import { createGridFromText } from '../services/grid-factory.js';
import type { RouteDeps } from './deps.js';

/** Reading the book and writing the template's text: a compute worker's work (server/engine/file-tasks.ts). */
const IMPORT = computeTask<typeof import('../engine/file-tasks.js').importFile>(new URL('../engine/file-tasks.js', import.meta.url), 'importFile');

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

/** `POST /api/import`: an .xlsx, .xls, .csv book or a template file (.json) becomes a new template. */
export function importRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'post', path: '/api/import', tag: 'Grids', access: 'user', summary: 'Create a template from an uploaded file', status: 201,
    multipart: true, response: z.object({ grid: GridSummary, report: z.array(z.object({ sheet: z.string().optional(), feature: z.string(), detail: z.string() })) }), errors: { 413: 'File too large' },
    handler: async (ctx, { caller }) => {
      const file = uploadedFile(ctx);
      try {
        const fileName = file.originalFilename ?? 'upload';
        const bytes = ownBytes(await readFile(file.filepath));
        const accountId = caller.account.id;
        const { name, pieces, report } = await deps.compute.run(accountId, IMPORT, { fileName, bytes, maxNameLength: MAX_NAME_LENGTH }, [bytes]);
        const id = await createGridFromText(deps.storage, { accountId, name, pieces: (put) => { for (const piece of pieces) put(piece); } });
        return deps.storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)), report }));
      } finally {
        await rm(file.filepath, { force: true });
      }
    },
  });
}
