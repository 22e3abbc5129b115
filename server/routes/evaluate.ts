import { defineRoute, parseJsonBody } from '../api/define.js';
import { IdParam, Json } from '../api/schemas.js';
import { gridOf, versionOf } from '../api/scope.js';
import { z } from '../api/zod.js';
import { computeTask } from '../compute/compute-task.js';
import { badRequest, conflict } from '../http/errors.js';
import type { DbState, GridRecord, VersionRecord } from '../storage/records.js';
import type { Caller } from '../api/define.js';
import { MAX_BATCH_INPUTS } from '../../plugins/template-function/index.js';
import { publishedVersionOf } from '../services/published-version.js';
import type { RouteDeps } from './deps.js';
import type { EvaluateArgs } from '../engine/evaluate-task.js';

const TASKS = new URL('../engine/evaluate-task.js', import.meta.url);
const EVALUATE = computeTask<typeof import('../engine/evaluate-task.js').evaluateVersion>(TASKS, 'evaluateVersion');
const OPENAPI = computeTask<typeof import('../engine/evaluate-task.js').versionOpenApi>(TASKS, 'versionOpenApi');

export const NO_PUBLISHED_VERSION = 'This template has no published version: publish one, or name a version with gridVersionId.';

const VersionQuery = z.object({ gridVersionId: z.string().min(1).max(100).optional() });
const EvaluateBody = z.object({
  input: Json.optional().openapi({ description: 'One input object: the answer is { outputs }.' }),
  inputs: z.array(Json).optional().openapi({ description: `Up to ${MAX_BATCH_INPUTS} input objects: the answer is { results }, in order.` }),
});
const Outputs = z.record(z.string(), Json).openapi({ description: 'The outputs: one key per output named range (dots nest objects). GET /api/grids/{id}/openapi.json types them for this template.' });
const Result = z.union([z.object({ outputs: Outputs }), z.object({ error: z.string() })]);

/** Templates as functions: evaluate a version for inputs, and the OpenAPI description of that call. */
export function evaluateRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  const chosenVersion = (caller: Caller, gridId: string, versionId: string | undefined) =>
    storage.read((db) => {
      const grid = gridOf(db, caller, gridId);
      return { grid, version: versionId ? versionOf(db, grid, versionId) : publishedVersion(db, grid) };
    });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/evaluate', tag: 'Templates as functions', access: 'user',
    summary: `Evaluate the published version (or gridVersionId) for { input } (answers { outputs }) or for up to ${MAX_BATCH_INPUTS} { inputs } (answers { results }, each { outputs } or { error }, in order)`,
    // Read as text and parsed here: koa-body's chain (decoding, a second scan for __proto__) was a tenth of a call.
    params: IdParam, query: VersionQuery, body: EvaluateBody, bodyText: true,
    response: z.union([z.object({ outputs: Outputs }), z.object({ results: z.array(Result) })]),
    errors: { 404: 'No such template (in this account) or version', 409: NO_PUBLISHED_VERSION },
    handler: async (ctx, { caller, params, query }) => {
      const call = checkedInputs(parseJsonBody(ctx, EvaluateBody));
      const { version } = await deps.live.readSettled(() => chosenVersion(caller, params.id, query.gridVersionId), (found) => [{ version: found.version.id }]);
      return deps.compute.run(caller.account.id, EVALUATE, { contentKey: version.contentKey, call });
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/openapi.json', tag: 'Templates as functions', access: 'user',
    summary: 'An OpenAPI document of this template\'s evaluate call: its input keys (from its INPUT calls) and its outputs (from its output named ranges)',
    params: IdParam, query: VersionQuery, response: z.record(z.string(), Json),
    errors: { 404: 'No such template (in this account) or version', 409: NO_PUBLISHED_VERSION },
    handler: async (_ctx, { caller, params, query }) => {
      const { grid, version } = await deps.live.readSettled(() => chosenVersion(caller, params.id, query.gridVersionId), (found) => [{ version: found.version.id }]);
      return deps.compute.run(caller.account.id, OPENAPI, { grid, version, pinned: query.gridVersionId !== undefined });
    },
  });
}

/** `{ input }` alone, or `{ inputs }` alone with at most MAX_BATCH_INPUTS items. */
function checkedInputs(body: z.infer<typeof EvaluateBody> | undefined): EvaluateArgs['call'] {
  const hasInput = body?.input !== undefined;
  const hasInputs = body?.inputs !== undefined;
  if (hasInput === hasInputs) throw badRequest('Invalid body: give either "input" (one object) or "inputs" (an array of objects), not both.');
  if (hasInput) return { input: body!.input };
  const inputs = body!.inputs!;
  if (inputs.length > MAX_BATCH_INPUTS) throw badRequest(`Invalid body.inputs: at most ${MAX_BATCH_INPUTS} inputs per call (got ${inputs.length}).`);
  return { inputs };
}

/** The version callers get by default (publishedVersionOf); 409 when the template has none. */
function publishedVersion(db: DbState, grid: GridRecord): VersionRecord {
  const chosen = publishedVersionOf(db, grid);
  if (!chosen) throw conflict(NO_PUBLISHED_VERSION);
  return chosen;
}
