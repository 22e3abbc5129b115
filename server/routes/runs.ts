import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Context } from 'koa';
import { inputFormatOf, type InputFormat } from '../../plugins/runs/index.js';
import { defineRoute, type Caller } from '../api/define.js';
import { gridOf, versionOf } from '../api/scope.js';
import { z } from '../api/zod.js';
import { badRequest, conflict, HttpError } from '../http/errors.js';
import { RUN_UPLOAD_TYPES } from '../http/limits.js';
import { fetchLimited, OutboundError } from '../services/outbound.js';
import { publishedVersionOf } from '../services/published-version.js';
import type { RunUpload } from '../services/runs/run-service.js';
import type { RouteDeps } from './deps.js';
import { NO_PUBLISHED_VERSION } from './evaluate.js';

const TAG = 'Runs';
const RunParams = z.object({ id: z.string().min(1).max(100), runId: z.string().min(1).max(100) });
const GridParams = z.object({ id: z.string().min(1).max(100) });
const Format = z.enum(['jsonl', 'csv']);
const CreateQuery = z.object({
  gridVersionId: z.string().min(1).max(100).optional(),
  format: Format.optional().openapi({ description: 'The file\'s format, when its Content-Type does not say: jsonl (one JSON object per line) or csv (a header row naming the input keys; dotted headers nest)' }),
  name: z.string().max(500).optional().openapi({ description: 'The file\'s name, shown with the run' }),
});
const UrlBody = z.object({
  url: z.string().url().max(2000).openapi({ description: 'Where to read the inputs from: an http(s) URL on a public address (the webhooks\' address rules), answered within the runs\' time limit' }),
  format: Format.optional(),
});
const RunView = z.object({
  id: z.string(), gridId: z.string(), versionId: z.string(), source: z.string(), format: Format,
  status: z.enum(['uploading', 'running', 'done', 'cancelled']),
  inputs: z.number(), done: z.number(), failed: z.number(),
  rate: z.number().openapi({ description: 'Inputs answered per second since the run was created' }),
  secondsLeft: z.number().optional().openapi({ description: 'Seconds left at that rate, while running' }),
  resultBytes: z.number(), outputs: z.array(z.string()).openapi({ description: 'The flat output columns (a CSV download\'s, and the histogram\'s choices)' }),
  createdAt: z.string(), finishedAt: z.string().optional(),
}).openapi('Run');
const ResultsQuery = z.object({ format: Format.optional().openapi({ description: 'jsonl (default): {"outputs":...} or {"error":"..."} per input; csv: one column per output value and an error column' }) });
const HistogramQuery = z.object({ output: z.string().min(1).max(1000), bins: z.coerce.number().int().min(1).max(200).optional() });

/**
 * Runs of a template over a file of inputs (issue 38): started with the file (or a URL), computed in the
 * background, followed, cancelled, and their results downloaded in the inputs' order.
 */
export function runRoutes(deps: RouteDeps): void {
  const { storage, runs, config } = deps;
  const chosenVersion = (caller: Caller, gridId: string, versionId: string | undefined) =>
    storage.read((db) => {
      const grid = gridOf(db, caller, gridId);
      const version = versionId ? versionOf(db, grid, versionId) : publishedVersionOf(db, grid);
      if (!version) throw conflict(NO_PUBLISHED_VERSION);
      return { grid, version };
    });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/runs', tag: TAG, access: 'user', status: 202,
    summary: 'Start a run of the published version (or gridVersionId) over a file of inputs: the body is the file (Content-Type application/x-ndjson or text/csv, streamed), or JSON { url } to read it from. Answers at once; the run computes in the background',
    params: GridParams, query: CreateQuery, response: z.object({ run: RunView }),
    errors: {
      404: 'No such template (in this account) or version', 409: NO_PUBLISHED_VERSION, 413: 'Past a limit: inputs per run, file size, or the account\'s stored runs',
      415: 'Not a file of inputs nor JSON { url }', 429: 'The account has as many runs in progress as it may',
    },
    handler: async (ctx, { caller, params, query }) => {
      // The version with its live log folded: the run computes every edit acknowledged before it started.
      const { grid, version } = await deps.live.readSettled(() => chosenVersion(caller, params.id, query.gridVersionId), (found) => [{ version: found.version.id }]);
      const upload = ctx.is('json') ? await fromUrl(ctx, query.format) : fromBody(ctx, query.format, query.name);
      const run = await runs.create(caller.account.id, grid, version, upload);
      ctx.set('Location', `/api/grids/${grid.id}/runs/${run.id}`);
      return { run: await runs.view(run) };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/runs', tag: TAG, access: 'user', summary: 'The template\'s runs, newest first, with their progress',
    params: GridParams, response: z.object({ runs: z.array(RunView) }), errors: { 404: 'No such template (in this account)' },
    handler: async (_ctx, { caller, params }) => {
      await storage.read((db) => gridOf(db, caller, params.id));
      return { runs: await runs.list(caller.account.id, params.id) };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/runs/:runId', tag: TAG, access: 'user', summary: 'A run\'s progress: inputs, done, failed, rate and time left',
    params: RunParams, response: z.object({ run: RunView }), errors: { 404: 'No such run' },
    handler: async (_ctx, { caller, params }) => ({ run: await runs.view(await runs.runOf(caller.account.id, params.id, params.runId)) }),
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/grids/:id/runs/:runId', tag: TAG, access: 'user',
    summary: 'Cancel a run in progress (answers it, cancelled; its results are dropped), or delete an ended run (204)',
    params: RunParams, response: z.object({ run: RunView }), errors: { 404: 'No such run', 409: 'The run ended meanwhile' },
    handler: async (ctx, { caller, params }) => {
      const run = await runs.runOf(caller.account.id, params.id, params.runId);
      if (run.status === 'running' || run.status === 'uploading') return { run: await runs.view(await runs.cancel(run)) };
      await runs.remove(run);
      ctx.status = 204;
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/runs/:runId/results', tag: TAG, access: 'user', produces: 'application/x-ndjson',
    summary: 'A done run\'s results, one per input in the inputs\' order, streamed: JSON lines ({"outputs":...} or {"error":"..."}), or CSV with ?format=csv (a column per output value, and error)',
    params: RunParams, query: ResultsQuery, errors: { 404: 'No such run', 409: 'The run is not done (computing, or cancelled)' },
    handler: async (ctx, { caller, params, query }) => {
      const run = await runs.runOf(caller.account.id, params.id, params.runId);
      runs.downloadable(run);
      const csv = query.format === 'csv';
      ctx.type = csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="run-${run.id}.${csv ? 'csv' : 'jsonl'}"`);
      ctx.body = Readable.from(runs.results(run, csv ? 'csv-flat' : 'jsonl'), { objectMode: false });
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/runs/:runId/histogram', tag: TAG, access: 'user',
    summary: 'The distribution of one output (a flat column, e.g. monthlyPayment or totals.paid) across a done run: bins of its numeric values',
    params: RunParams, query: HistogramQuery,
    response: z.object({ output: z.string(), values: z.number(), bins: z.array(z.object({ x0: z.number(), x1: z.number(), count: z.number() })) }),
    errors: { 404: 'No such run', 409: 'The run is not done' },
    handler: async (_ctx, { caller, params, query }) => runs.histogram(await runs.runOf(caller.account.id, params.id, params.runId), query.output, query.bins ?? 20),
  });

  /** The request's body as the file of inputs, streamed (gzip inflated). */
  function fromBody(ctx: Context, format: InputFormat | undefined, name: string | undefined): RunUpload {
    const type = ctx.is(RUN_UPLOAD_TYPES);
    if (type === false || type === null) {
      throw new HttpError(415, 'Send the file of inputs as the body with Content-Type application/x-ndjson (one JSON object per line) or text/csv (a header row, then a row per input), or JSON { "url": ... }.');
    }
    const encoding = ctx.req.headers['content-encoding'];
    if (encoding !== undefined && encoding !== 'identity' && encoding !== 'gzip') throw new HttpError(415, `Content-Encoding ${encoding} is not accepted for a run's file: send it as it is, or gzip.`);
    const chunks = encoding === 'gzip' ? ctx.req.pipe(createGunzip()) : ctx.req;
    const chosen = format ?? (type === 'text/csv' ? 'csv' : 'jsonl');
    return { chunks: chunks as AsyncIterable<Uint8Array>, source: name ?? `upload.${chosen}`, format: chosen };
  }

  /** The file of inputs a URL answers, fetched under the webhooks' rules (public addresses only, no redirect, a deadline, a size cap). */
  async function fromUrl(ctx: Context, format: InputFormat | undefined): Promise<RunUpload> {
    const parsed = UrlBody.safeParse((ctx.request as { body?: unknown }).body);
    if (!parsed.success) throw badRequest(`Invalid body: give { "url": "https://..." } (${parsed.error.issues[0].message}), or send the file itself.`);
    const { url } = parsed.data;
    let answer: Awaited<ReturnType<typeof fetchLimited>>;
    try {
      answer = await fetchLimited(url, { timeoutMs: config.runs.urlTimeoutMs, maxBytes: config.runs.fileBytes, publicOnly: !config.webhooks.allowPrivateAddresses });
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(`The inputs could not be read from ${url}: ${error.message}`);
      throw error;
    }
    if (answer.status < 200 || answer.status > 299) throw badRequest(`The inputs could not be read from ${url}: it answered ${answer.status}.`);
    const chosen = parsed.data.format ?? format ?? (answer.contentType?.includes('csv') ? 'csv' : inputFormatOf(new URL(url).pathname));
    const body = new Uint8Array(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
    return { chunks: (async function* once() { yield body; })(), source: url, format: chosen };
  }
}
