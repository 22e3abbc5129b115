import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { GridSummary } from '../api/schemas.js';
import { gridOf } from '../api/scope.js';
import { gridSummary } from '../api/views.js';
import { z } from '../api/zod.js';
import { checkTemplate } from '../engine/templates.js';
import { badRequest } from '../http/errors.js';
import { createGrid } from '../services/grid-factory.js';
import type { JsonValue } from '../storage/records.js';
import type { RouteDeps } from './deps.js';
import { emptyFileMessage, isEmptyFile } from '../../plugins/files/sniff.js';

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

function templateFromJson(fileName: string, bytes: Buffer) {
  if (isEmptyFile(bytes)) throw badRequest(emptyFileMessage(fileName));
  let json: JsonValue;
  try {
    json = JSON.parse(bytes.toString('utf8')) as JsonValue;
  } catch {
    throw badRequest(`${fileName} is not a template file: it is not valid JSON.`);
  }
  return checkTemplate(json, fileName);
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
        const bytes = await readFile(file.filepath);
        const { content, report } = /\.json$/i.test(fileName) ? { content: templateFromJson(fileName, bytes), report: [] } : await (await import('../engine/files.js')).importBook(fileName, bytes);
        const name = typeof content.name === 'string' && content.name.trim() ? content.name : fileName.replace(/\.\w+$/, '');
        const id = await createGrid(deps.storage, { accountId: caller.account.id, name, content });
        return deps.storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)), report }));
      } finally {
        await rm(file.filepath, { force: true });
      }
    },
  });
}
