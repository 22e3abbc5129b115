import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { GridSummary, MAX_NAME_LENGTH } from '../api/schemas.js';
import { gridOf } from '../api/scope.js';
import { gridSummary } from '../api/views.js';
import { z } from '../api/zod.js';
import { checkTemplate } from '../engine/templates.js';
import { collectOnceAnswered } from '../http/collect-garbage.js';
import { badRequest } from '../http/errors.js';
import { refuseDeepJson } from '../http/json-depth.js';
import { createGrid, createGridFromText } from '../services/grid-factory.js';
import type { JsonObject, JsonValue } from '../storage/records.js';
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
  // A file, unlike a JSON body, passes no depth check on its way in; the template reader and JSON.stringify recurse.
  refuseDeepJson(json, fileName);
  return checkTemplate(json, fileName);
}

/**
 * The grid's name: the file's own, or else the file name without its extension; cut to the longest name
 * a template may have (it is not typed here, so it is not refused for its length).
 */
function gridName(named: unknown, fileName: string): string {
  const name = typeof named === 'string' && named.trim() ? named : fileName.replace(/\.\w+$/, '');
  return name.trim().slice(0, MAX_NAME_LENGTH);
}

async function gridFromJson(deps: RouteDeps, accountId: number, fileName: string, bytes: Buffer): Promise<string> {
  const content = templateFromJson(fileName, bytes);
  return createGrid(deps.storage, { accountId, name: gridName(content.name, fileName), content });
}

/** A book read into a workbook is stored as its template text, written in pieces (see createGridFromText). */
async function gridFromBook(deps: RouteDeps, accountId: number, fileName: string, bytes: Buffer): Promise<{ id: string; report: readonly JsonObject[] }> {
  const { importBook, templateFilePieces } = await import('../engine/files.js');
  const { workbook, report } = await importBook(fileName, bytes);
  const name = gridName(workbook.name, fileName);
  return { id: await createGridFromText(deps.storage, { accountId, name, pieces: templateFilePieces({ ...workbook, name }) }), report };
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
        collectOnceAnswered(ctx, bytes.byteLength);
        const { id, report } = /\.json$/i.test(fileName) ? { id: await gridFromJson(deps, caller.account.id, fileName, bytes), report: [] } : await gridFromBook(deps, caller.account.id, fileName, bytes);
        return deps.storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)), report }));
      } finally {
        await rm(file.filepath, { force: true });
      }
    },
  });
}
