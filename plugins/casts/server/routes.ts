import {
  castsOfShadow, computeTask, defineRoute, forbidden, newToken,
  nextTimestamp, notFound, refuseStale, schemas, shadowByToken, versionOf, z,
  type Caller, type CastRecord, type DbState, type JsonObject, type RouteDeps, type ShadowRecord, type VersionRecord,
} from '../../../server/plugin-api/index.js';
import type { CastSettings } from '../model.js';
import type { CastChoice } from './cast-tasks.js';
import { castForViewer } from './cast-access.js';
import { forTokenViewer } from './for-token-viewer.js';
import { CastLayoutSchema, CastPageResponse, CastQuery } from './schemas.js';

/** Evaluating and laying out casts: compute workers' work (cast-tasks.ts), never the request thread's. */
const TASKS = new URL('./cast-tasks.js', import.meta.url);
const CAST_PAGE = computeTask<typeof import('./cast-tasks.js').castPage>(TASKS, 'castPage');
const CAST_DATA = computeTask<typeof import('./cast-tasks.js').castData>(TASKS, 'castData');

const { Json, Ok, UpdatedAt } = schemas;

const Override = z.object({ width: z.number().min(0).optional(), height: z.number().min(0).optional(), hidden: z.boolean().optional() });
/** A selected cast (SPEC section 3 "Cast (selected)"). */
const Cast = z.object({
  type: z.enum(['sheet', 'range', 'chart', 'suggestion']).optional(),
  sheetId: z.string().max(100).optional(), fromCellId: z.string().max(200).optional(), toCellId: z.string().max(200).optional(),
  chartId: z.string().max(100).optional(), recommendedCast: z.string().max(250).optional(),
  repeatHeaderRows: z.number().int().min(0).max(4).optional(),
  columns: z.record(z.string(), Override).optional(), rows: z.record(z.string(), Override).optional(),
}).openapi('Cast');

const CastParams = z.object({ token: z.string().min(1), castId: z.string().regex(/^[\w-]{1,100}$/, 'letters, digits, - and _ only') });
/** A stored cast as the API answers it: its token, and whether that token opens it without signing in. */
const StoredCast = Cast.extend({ token: z.string(), updatedAt: z.string(), shared: z.boolean() });
const storedCast = (record: CastRecord) => ({ ...(record.cast as z.infer<typeof Cast>), token: record.id, updatedAt: record.updatedAt, shared: record.shared === true });
const SHARING = 'A token the server made (this route, or POST .../casts/{castId}/token) opens the cast without signing in (viewer, page, fonts, PDF); '
  + 'a castId chosen by the caller never does, however long: it needs the session or API key of the cast\'s account.';

/** Casts of a shadow: store the selection, and read what a cast viewer needs. */
export function castRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'put', path: '/api/shadows/:token/casts/:castId', tag: 'Casts', access: 'user',
    summary: `Create or replace a cast of a shadow under the caller's castId; a replacement is refused with 409 when \`cast.updatedAt\` is not the stored one. ${SHARING}`,
    params: CastParams,
    body: z.object({ cast: Cast.extend({ updatedAt: UpdatedAt }) }), response: z.object({ cast: StoredCast }),
    errors: { 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, params, body }) => {
      const { updatedAt: loaded, ...selected } = body.cast;
      const cast = selected as JsonObject;
      const record = await storage.write((db) => {
        const { shadow } = shadowByToken(db, caller, params.token);
        const existing = db.casts.find((candidate) => candidate.id === params.castId);
        if (existing && existing.shadowId !== shadow.id) throw notFound('Cast');
        if (existing) refuseStale(loaded, existing.updatedAt, 'cast');
        const stamp = nextTimestamp(existing?.updatedAt);
        if (existing) Object.assign(existing, { cast, updatedAt: stamp });
        else db.casts.push({ id: params.castId, shadowId: shadow.id, cast, updatedAt: stamp });
        return { ...(existing ?? { id: params.castId, shadowId: shadow.id }), cast, updatedAt: stamp };
      });
      return { cast: storedCast(record) };
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/shadows/:token/casts', tag: 'Casts', access: 'user', status: 201,
    summary: `Create a cast of a shadow under a new token the server makes (22 characters, 128 random bits). ${SHARING}`,
    params: z.object({ token: z.string().min(1) }), body: z.object({ cast: Cast }), response: z.object({ cast: StoredCast }),
    handler: async (_ctx, { caller, params, body }) => {
      const record = await storage.write((db) => {
        const { shadow } = shadowByToken(db, caller, params.token);
        const created: CastRecord = { id: newToken(), shadowId: shadow.id, cast: body.cast as JsonObject, shared: true, updatedAt: nextTimestamp() };
        db.casts.push(created);
        return created;
      });
      return { cast: storedCast(record) };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/casts', tag: 'Casts', access: 'user',
    summary: 'The casts of a shadow (what its Casting section lists), the most recently changed first: each with its token and what it shows',
    params: z.object({ token: z.string().min(1).max(100) }), response: z.object({ casts: z.array(StoredCast) }),
    errors: { 404: 'Shadow not found' },
    handler: async (_ctx, { caller, params }) => {
      const casts = await storage.read((db) => castsOfShadow(db.casts, shadowByToken(db, caller, params.token).shadow.id));
      return { casts: [...casts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(storedCast) };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id', tag: 'Casts', access: 'user', summary: 'A cast with its shadow\'s sheet, computed values and input (inputOverridesUrl honoured)',
    params: z.object({ id: z.string().min(1) }), query: z.object({ forPdf: z.string().optional(), inputOverridesUrl: z.string().max(2048).optional() }),
    response: z.object({ cast: Cast, sheet: Json, values: Json, input: Json, settings: Json }),
    errors: { 403: 'inputOverridesUrl host not allowed', 502: 'inputOverridesUrl could not be fetched' },
    handler: async (_ctx, { caller, params, query }) => {
      const found = await deps.live.readSettled(() => storage.read((db) => castById(db, caller, params.id)), livePartsOf);
      const overrides = query.inputOverridesUrl ? await deps.fetchInputOverrides(query.inputOverridesUrl) : undefined;
      const sheetId = typeof found.cast.cast.sheetId === 'string' ? found.cast.cast.sheetId : undefined;
      const data = await deps.compute.run(caller.account.id, CAST_DATA, { shadowKey: found.shadow.contentKey, versionKey: found.version.contentKey, sheetId, overrides });
      return { cast: found.cast.cast, ...data, settings: caller.account.settings };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id/page', tag: 'Casts', access: 'public',
    summary: 'One page of a shadow\'s selected cast (what the viewer at /app/casts/{castToken} shows): its sheet, range, chart or recommended cast with its own sizing. '
      + 'A token the server made is a capability: it answers without signing in, for this cast only (recommendedCast may name only the cast\'s own '
      + 'recommended cast, and hidden rows and columns carry no cells); a castId the caller chose needs the session of the cast\'s account',
    params: z.object({ id: z.string().min(1).max(100) }), query: CastQuery, response: CastPageResponse,
    errors: {
      401: 'Not signed in, and the token is not one the server made',
      403: 'Shown by its token alone, a cast shows itself only: recommendedCast names another recommended cast',
      404: 'Cast not found (unknown or revoked), or it names a sheet, cell or chart that no longer exists',
    },
    handler: async (_ctx, { caller, params, query }): Promise<z.infer<typeof CastPageResponse>> => {
      const found = await deps.live.readSettled(() => storage.read((db) => castForViewer(db, caller, params.id)), livePartsOf);
      const own = typeof found.cast.cast.recommendedCast === 'string' ? found.cast.cast.recommendedCast : undefined;
      if (found.shared && query.recommendedCast !== undefined && query.recommendedCast.toLowerCase() !== own?.toLowerCase()) {
        throw forbidden('A cast token shows its own cast only: recommendedCast may not name another recommended cast.');
      }
      const sizing = CastSizing.safeParse(found.cast.cast);
      const settings = sizing.success ? sizing.data : undefined;
      const page = await castPage(deps, found.grid.accountId, found, query, query.recommendedCast ? { recommended: query.recommendedCast, settings } : { selected: found.cast.cast, settings });
      // By its token alone the cast is only viewed: its hidden lines' cells and its notes are its account's to see.
      return found.shared ? forTokenViewer(page) : page;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id/fonts.css', tag: 'Casts', access: 'public',
    summary: 'The branding fonts of the cast\'s account as CSS @font-face rules, for the viewer at /app/casts/{castToken} (the same access as GET /api/casts/{id}/page)',
    params: z.object({ id: z.string().min(1).max(100) }),
    produces: 'text/css', response: z.string(),
    errors: { 401: 'Not signed in, and the token is not one the server made', 404: 'Cast not found (unknown or revoked)' },
    handler: async (ctx, { caller, params }) => {
      const css = await storage.read((db) => deps.fontFaceCss(db, castForViewer(db, caller, params.id).grid.accountId));
      ctx.type = 'text/css';
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = css;
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/shadows/:token/casts/:castId', tag: 'Casts', access: 'user',
    summary: 'Revoke a cast: its token stops working at once (viewer, page API and PDF answer 404)',
    params: CastParams, response: Ok, errors: { 404: 'Shadow or cast not found' },
    handler: async (_ctx, { caller, params }) => {
      await storage.write((db) => {
        ownCast(db, caller, params.token, params.castId);
        db.casts = db.casts.filter((candidate) => candidate.id !== params.castId);
      });
      return { ok: true as const };
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/shadows/:token/casts/:castId/token', tag: 'Casts', access: 'user',
    summary: 'Give a cast a new, unguessable token the server makes (22 characters, 128 random bits), which opens it without signing in: '
      + 'the cast is kept with its settings under the new token, and the old token stops working at once',
    params: CastParams, response: z.object({ cast: StoredCast }), errors: { 404: 'Shadow or cast not found' },
    handler: async (_ctx, { caller, params }) => {
      const token = newToken();
      const moved = await storage.write((db) => {
        const existing = ownCast(db, caller, params.token, params.castId);
        const record: CastRecord = { ...existing, id: token, shared: true, updatedAt: nextTimestamp(existing.updatedAt) };
        db.casts = [...db.casts.filter((candidate) => candidate.id !== params.castId), record];
        return record;
      });
      return { cast: storedCast(moved) };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/cast/draft', tag: 'Casts', access: 'user',
    summary: 'What a cast would show before it is saved (the cast editor\'s grid and live preview): the sheet, range, chart or recommended cast the query names, '
      + 'laid out as the viewer lays it out, with the sizing of the shadow\'s cast `castToken` when given (without it, the sheet as the template has it)',
    params: z.object({ token: z.string().min(1).max(100) }), query: DraftQuery, response: CastPageResponse,
    errors: { 404: 'Shadow or recommended cast not found, or the query names a sheet, cell or chart that does not exist' },
    handler: async (_ctx, { caller, params, query }): Promise<z.infer<typeof CastPageResponse>> => {
      const found = await deps.live.readSettled(() => storage.read((db) => {
        const { shadow, grid } = shadowByToken(db, caller, params.token);
        const cast = query.castToken === undefined ? undefined : castsOfShadow(db.casts, shadow.id).find((candidate) => candidate.id === query.castToken);
        return { shadow, version: versionOf(db, grid, shadow.gridVersionId), cast };
      }), livePartsOf);
      const sizing = found.cast && CastSizing.safeParse(found.cast.cast);
      const { type, sheetId, fromCellId, toCellId, chartId, recommendedCast } = query;
      const selected = definedOnly({ type, sheetId, fromCellId, toCellId, chartId, recommendedCast });
      return castPage(deps, caller.account.id, found, query, { selected, settings: sizing?.success ? sizing.data : undefined });
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/cast', tag: 'Casts', access: 'user',
    summary: 'One page of a recommended cast of a shadow: columns, rows, cells as displayed, pages split by row offset, overflow',
    params: z.object({ token: z.string().min(1).max(100) }), query: CastQuery, response: CastPageResponse,
    errors: { 404: 'Shadow or recommended cast not found, or the cast names a sheet, cell or chart that no longer exists' },
    handler: async (_ctx, { caller, params, query }): Promise<z.infer<typeof CastPageResponse>> => {
      const found = await deps.live.readSettled(() => storage.read((db) => {
        const { shadow, grid } = shadowByToken(db, caller, params.token);
        return { shadow, version: versionOf(db, grid, shadow.gridVersionId), casts: castsOfShadow(db.casts, shadow.id) };
      }), livePartsOf);
      return castPage(deps, caller.account.id, found, query, { recommended: query.recommendedCast, settingsByName: settingsByName(found.casts) });
    },
  });
}

/**
 * One page of a cast of a shadow, as the three cast routes answer it: the shadow's template version with
 * its input, evaluated for a cast and laid out for the query's viewport and row offset, in the share of
 * the compute workers of the account the shadow belongs to (cast-tasks.ts). `choice` names what is cast
 * and its sizing; one naming a missing sheet or range is the route's 404.
 */
async function castPage(
  deps: RouteDeps,
  accountId: number,
  { shadow, version }: { readonly shadow: ShadowRecord; readonly version: VersionRecord },
  query: z.infer<typeof CastQuery>,
  choice: CastChoice,
): Promise<z.infer<typeof CastPageResponse>> {
  const layout: z.infer<typeof CastLayoutSchema> = await deps.compute.run(accountId, CAST_PAGE, {
    shadowKey: shadow.contentKey, versionKey: version.contentKey, choice,
    viewport: query.viewport, rowOffset: query.rowOffset, paginationDisabled: query.paginationDisabled,
  });
  return { ...layout, clientId: query.clientId ?? null, forPdf: query.forPdf };
}

/** The fields given, without those left out (what crosses to a worker is plain data). */
function definedOnly(fields: Record<string, string | undefined>): JsonObject {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as JsonObject;
}

/** A cast not saved yet: what it shows, as a selected cast names it, and whose sizing to apply. */
const DraftQuery = CastQuery.extend({
  type: z.enum(['sheet', 'range', 'chart']).optional(),
  sheetId: z.string().max(100).optional(), fromCellId: z.string().max(200).optional(), toCellId: z.string().max(200).optional(),
  chartId: z.string().max(100).optional(),
  castToken: z.string().max(100).optional().openapi({ description: 'A cast of this shadow whose sizing (header rows, column and row overrides) applies' }),
});

const CastSizing = Cast.pick({ repeatHeaderRows: true, columns: true, rows: true });

/**
 * The sizing a shadow's selected casts keep for each recommended cast they name (header rows, column and
 * row overrides), by its name in lower case: that of the most recently saved cast naming it.
 */
function settingsByName(casts: readonly CastRecord[]): Record<string, CastSettings> {
  const byName: Record<string, CastSettings> = {};
  const seen = new Set<string>();
  for (const record of [...casts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))) {
    if (typeof record.cast.recommendedCast !== 'string') continue;
    const name = record.cast.recommendedCast.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    const parsed = CastSizing.safeParse(record.cast);
    if (parsed.success) byName[name] = parsed.data;
  }
  return byName;
}

/** What a cast computes from, as the live channel names it: a cast shows every acknowledged live edit of its shadow and version. */
function livePartsOf({ shadow, version }: { readonly shadow: ShadowRecord; readonly version: VersionRecord }) {
  return [{ shadow: shadow.id }, { version: version.id }];
}

/** A cast of the caller's shadow, to change or revoke it (404 for another shadow's or account's cast). */
function ownCast(db: DbState, caller: Caller, shadowToken: string, castId: string): CastRecord {
  const { shadow } = shadowByToken(db, caller, shadowToken);
  const cast = db.casts.find((candidate) => candidate.id === castId);
  if (!cast || cast.shadowId !== shadow.id) throw notFound('Cast');
  return cast;
}

/** A cast by id with its shadow and the shadow's version, when the caller's account holds it (404 otherwise). */
function castById(db: DbState, caller: Caller, id: string): { cast: CastRecord; shadow: ShadowRecord; version: VersionRecord } {
  const cast = db.casts.find((candidate) => candidate.id === id);
  const shadow = cast && db.shadows.find((candidate) => candidate.id === cast.shadowId);
  if (!cast || !shadow) throw notFound('Cast');
  const { grid } = shadowByToken(db, caller, shadow.token);
  return { cast, shadow, version: versionOf(db, grid, shadow.gridVersionId) };
}
