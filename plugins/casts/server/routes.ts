import {
  applyOverrides, asObject, castsOfShadow, defineRoute, evaluateTemplate, fetchInputOverrides, fontFaceCss, forbidden, HttpError, inputOf, newToken,
  nextTimestamp, notFound, readTemplate, refuseStale, schemas, shadowByToken, templateWithShadow, versionOf, withUserFunctions, z,
  type Caller, type CastRecord, type DbState, type JsonObject, type RouteDeps, type ShadowRecord, type VersionRecord,
} from '../../../server/plugin-api/index.js';
// Each from its module, not the plugin's index: that one loads the layout, whose chart casts load d3 (castPage).
import { CastError } from '../errors.js';
import { evaluateForCast } from '../evaluate.js';
import type { CastRequest, CastSettings } from '../model.js';
import { chooseRecommendedCast, targetOf } from '../recommended.js';
import { selectedTarget } from '../selected.js';
import { parseViewport } from '../viewport.js';
import type { Workbook } from '../../workbook/model/index.js';
import { castForViewer } from './cast-access.js';
import { withoutHiddenCells } from './without-hidden.js';
import { CastLayoutSchema, CastPageResponse, CastQuery } from './schemas.js';

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
    method: 'get', path: '/api/casts/:id', tag: 'Casts', access: 'user', summary: 'A cast with its shadow\'s sheet, computed values and input (inputOverridesUrl honoured)',
    params: z.object({ id: z.string().min(1) }), query: z.object({ forPdf: z.string().optional(), inputOverridesUrl: z.string().max(2048).optional() }),
    response: z.object({ cast: Cast, sheet: Json, values: Json, input: Json, settings: Json }),
    errors: { 403: 'inputOverridesUrl host not allowed', 502: 'inputOverridesUrl could not be fetched' },
    handler: async (_ctx, { caller, params, query }) => {
      const found = await storage.read((db) => castById(db, caller, params.id));
      const content = asObject(await storage.getContent(found.shadow.contentKey));
      const template = templateWithShadow(asObject(await storage.getContent(found.version.contentKey)), content);
      const overrides = query.inputOverridesUrl ? await fetchInputOverrides(query.inputOverridesUrl, deps.config) : undefined;
      const input = applyOverrides(inputOf(content), overrides);
      const sheets = asObject(template.sheetsById ?? {});
      const sheetIds = Array.isArray(template.sheetIds) ? template.sheetIds : [];
      const sheetId = typeof found.cast.cast.sheetId === 'string' ? found.cast.cast.sheetId : String(sheetIds[0] ?? '');
      const sheet = asObject(sheets[sheetId] ?? null);
      // The cast shows computed values: those of its sheet, by A1 address.
      const values = typeof sheet.name === 'string' ? evaluateTemplate(template, input).values[sheet.name] ?? {} : {};
      return { cast: found.cast.cast, sheet: sheets[sheetId] ?? null, values, input, settings: caller.account.settings };
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
      const found = await storage.read((db) => castForViewer(db, caller, params.id));
      const own = typeof found.cast.cast.recommendedCast === 'string' ? found.cast.cast.recommendedCast : undefined;
      if (found.shared && query.recommendedCast !== undefined && query.recommendedCast.toLowerCase() !== own?.toLowerCase()) {
        throw forbidden('A cast token shows its own cast only: recommendedCast may not name another recommended cast.');
      }
      const sizing = CastSizing.safeParse(found.cast.cast);
      const page = await castPage(storage, found, query, (workbook) => ({
        target: query.recommendedCast ? targetOf(workbook, chooseRecommendedCast(workbook, query.recommendedCast)) : selectedTarget(workbook, found.cast.cast),
        settings: sizing.success ? sizing.data : undefined,
      }));
      // By its token alone the cast is only viewed: its hidden lines' cells are its account's to see (the resizer).
      return found.shared ? withoutHiddenCells(page) : page;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id/fonts.css', tag: 'Casts', access: 'public',
    summary: 'The branding fonts of the cast\'s account as CSS @font-face rules, for the viewer at /app/casts/{castToken} (the same access as GET /api/casts/{id}/page)',
    params: z.object({ id: z.string().min(1).max(100) }),
    produces: 'text/css', response: z.string(),
    errors: { 401: 'Not signed in, and the token is not one the server made', 404: 'Cast not found (unknown or revoked)' },
    handler: async (ctx, { caller, params }) => {
      const css = await storage.read((db) => fontFaceCss(db, castForViewer(db, caller, params.id).grid.accountId));
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
      const found = await storage.read((db) => {
        const { shadow, grid } = shadowByToken(db, caller, params.token);
        const cast = query.castToken === undefined ? undefined : castsOfShadow(db.casts, shadow.id).find((candidate) => candidate.id === query.castToken);
        return { shadow, version: versionOf(db, grid, shadow.gridVersionId), cast };
      });
      const sizing = found.cast && CastSizing.safeParse(found.cast.cast);
      const { type, sheetId, fromCellId, toCellId, chartId, recommendedCast } = query;
      return castPage(storage, found, query, (workbook) => ({
        target: selectedTarget(workbook, { type, sheetId, fromCellId, toCellId, chartId, recommendedCast }),
        settings: sizing?.success ? sizing.data : undefined,
      }));
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/cast', tag: 'Casts', access: 'user',
    summary: 'One page of a recommended cast of a shadow: columns, rows, cells as displayed, pages split by row offset, overflow',
    params: z.object({ token: z.string().min(1).max(100) }), query: CastQuery, response: CastPageResponse,
    errors: { 404: 'Shadow or recommended cast not found, or the cast names a sheet, cell or chart that no longer exists' },
    handler: async (_ctx, { caller, params, query }): Promise<z.infer<typeof CastPageResponse>> => {
      const found = await storage.read((db) => {
        const { shadow, grid } = shadowByToken(db, caller, params.token);
        return { shadow, version: versionOf(db, grid, shadow.gridVersionId), casts: castsOfShadow(db.casts, shadow.id) };
      });
      return castPage(storage, found, query, (workbook) => {
        const recommended = chooseRecommendedCast(workbook, query.recommendedCast);
        return { target: targetOf(workbook, recommended), settings: recommended && settingsFor(found.casts, recommended.name) };
      });
    },
  });
}

/**
 * One page of a cast of a shadow, as the three cast routes answer it: the shadow's template version with
 * its input, evaluated for a cast and laid out for the query's viewport and row offset. `choose` names
 * what is cast and its sizing (inside the cast errors, so a missing sheet or range is the route's 404).
 */
async function castPage(
  storage: RouteDeps['storage'],
  { shadow, version }: { readonly shadow: ShadowRecord; readonly version: VersionRecord },
  query: z.infer<typeof CastQuery>,
  choose: (workbook: Workbook) => Pick<CastRequest, 'target' | 'settings'>,
): Promise<z.infer<typeof CastPageResponse>> {
  const content = asObject(await storage.getContent(shadow.contentKey));
  const workbook = readTemplate(templateWithShadow(asObject(await storage.getContent(version.contentKey)), content));
  // Loaded by the first cast rather than at start-up: a chart cast's SVG is drawn with d3 (~3 MB of heap).
  const { castLayout } = await import('../layout.js');
  const layout: z.infer<typeof CastLayoutSchema> = withCastErrors(() => {
    const { target, settings } = choose(workbook);
    return withUserFunctions(workbook, (engine) => castLayout(workbook, evaluateForCast(workbook, inputOf(content), engine), {
      target, settings, viewport: parseViewport(query.viewport), rowOffset: query.rowOffset, paginationDisabled: query.paginationDisabled,
    }));
  });
  return { ...layout, clientId: query.clientId ?? null, forPdf: query.forPdf };
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
 * The sizing a shadow's selected cast keeps for a recommended cast (header rows, column and row
 * overrides): the most recently saved cast that names it.
 */
function settingsFor(casts: readonly CastRecord[], name: string): CastSettings | undefined {
  const named = casts
    .filter((record) => typeof record.cast.recommendedCast === 'string' && record.cast.recommendedCast.toLowerCase() === name.toLowerCase())
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const parsed = named.length ? CastSizing.safeParse(named[0].cast) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/** A cast naming what does not exist is a 404; an impossible request (a row offset past the end) a 400. */
function withCastErrors<T>(lay: () => T): T {
  try {
    return lay();
  } catch (error) {
    if (error instanceof CastError) throw new HttpError(error.kind === 'missing' ? 404 : 400, error.message);
    throw error;
  }
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
