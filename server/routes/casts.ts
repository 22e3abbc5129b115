import { defineRoute } from '../api/define.js';
import { Json } from '../api/schemas.js';
import { shadowByToken, versionOf } from '../api/scope.js';
import { nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { notAvailable, notFound } from '../http/errors.js';
import { asObject, inputOf, templateWithShadow } from '../services/shadow-content.js';
import { applyOverrides, fetchInputOverrides } from '../services/input-overrides.js';
import { evaluateTemplate } from '../engine/templates.js';
import type { JsonObject } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

const Override = z.object({ width: z.number().min(0).optional(), height: z.number().min(0).optional(), hidden: z.boolean().optional() });
/** A selected cast (SPEC section 3 "Cast (selected)"). */
const Cast = z.object({
  type: z.enum(['sheet', 'range', 'chart', 'suggestion']).optional(),
  sheetId: z.string().max(100).optional(), fromCellId: z.string().max(200).optional(), toCellId: z.string().max(200).optional(),
  chartId: z.string().max(100).optional(), recommendedCast: z.string().max(250).optional(),
  repeatHeaderRows: z.number().int().min(0).max(4).optional(),
  columns: z.record(z.string(), Override).optional(), rows: z.record(z.string(), Override).optional(),
}).openapi('Cast');

/** Casts of a shadow: store the selection, and read what a cast viewer needs. */
export function castRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'put', path: '/api/shadows/:token/casts/:castId', tag: 'Casts', access: 'user', summary: 'Create or replace a cast of a shadow',
    params: z.object({ token: z.string().min(1), castId: z.string().regex(/^[\w-]{1,100}$/, 'letters, digits, - and _ only') }),
    body: z.object({ cast: Cast }), response: z.object({ cast: Cast.extend({ token: z.string(), updatedAt: z.string() }) }),
    handler: async (_ctx, { caller, params, body }) => {
      const cast = body.cast as JsonObject;
      const updatedAt = await storage.write((db) => {
        const { shadow } = shadowByToken(db, caller, params.token);
        const existing = db.casts.find((candidate) => candidate.id === params.castId);
        if (existing && existing.shadowId !== shadow.id) throw notFound('Cast');
        const stamp = nextTimestamp(existing?.updatedAt);
        if (existing) Object.assign(existing, { cast, updatedAt: stamp });
        else db.casts.push({ id: params.castId, shadowId: shadow.id, cast, updatedAt: stamp });
        return stamp;
      });
      return { cast: { ...body.cast, token: params.castId, updatedAt } };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id', tag: 'Casts', access: 'user', summary: 'A cast with its shadow\'s sheet, computed values and input (inputOverridesUrl honoured)',
    params: z.object({ id: z.string().min(1) }), query: z.object({ forPdf: z.string().optional(), inputOverridesUrl: z.string().max(2048).optional() }),
    response: z.object({ cast: Cast, sheet: Json, values: Json, input: Json, settings: Json }),
    errors: { 403: 'inputOverridesUrl host not allowed', 502: 'inputOverridesUrl could not be fetched' },
    handler: async (_ctx, { caller, params, query }) => {
      const found = await storage.read((db) => {
        const cast = db.casts.find((candidate) => candidate.id === params.id);
        const shadow = cast && db.shadows.find((candidate) => candidate.id === cast.shadowId);
        if (!cast || !shadow) throw notFound('Cast');
        const { grid } = shadowByToken(db, caller, shadow.token);
        return { cast, shadow, version: versionOf(db, grid, shadow.gridVersionId) };
      });
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
    method: 'get', path: '/api/shadows/:token/cast', tag: 'Casts', access: 'user', summary: 'Rendered cast pages (needs the casting plugin)',
    params: z.object({ token: z.string().min(1) }), errors: { 501: 'Cast rendering not available yet' },
    handler: async (_ctx, { caller, params }) => {
      await storage.read((db) => shadowByToken(db, caller, params.token));
      throw notAvailable('Cast rendering');
    },
  });
}
