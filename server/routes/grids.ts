import type { JsonObject } from '../storage/records.js';
import { defineRoute } from '../api/define.js';
import { GridSummary, IdParam, Json, Name, Ok, PaletteView, UpdatedAt } from '../api/schemas.js';
import { gridOf, versionOf } from '../api/scope.js';
import { byNewest, gridSummary } from '../api/views.js';
import { z } from '../api/zod.js';
import { nextTimestamp } from '../api/ids.js';
import { blankTemplate } from '../engine/templates.js';
import { badRequest, refuseStale } from '../http/errors.js';
import { createGrid } from '../services/grid-factory.js';
import { PALETTE_LIBRARY } from '../services/palette-library.js';
import { gridAnswerStream } from '../services/grid-answer.js';
import { asObject } from '../services/shadow-content.js';
import { withCurrentContent } from '../storage/content-missing.js';
import type { RouteDeps } from './deps.js';
import { versionKey } from '../live/live-notices.js';

const GridOut = z.object({ grid: GridSummary });

/** Templates: list, create, get with a version's content, duplicate, rename, publish, delete. */
export function gridRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/grids', tag: 'Grids', access: 'user', summary: 'Templates of the current account, newest first',
    response: z.object({ grids: z.array(GridSummary), publishedGridIds: z.array(z.string()) }),
    handler: async (_ctx, { caller }) => storage.read((db) => {
      const grids = db.grids.filter((grid) => grid.accountId === caller.account.id).sort(byNewest);
      return { grids: grids.map((grid) => gridSummary(db, grid)), publishedGridIds: grids.filter((grid) => grid.published).map((grid) => grid.id) };
    }),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/grids', tag: 'Grids', access: 'user', summary: 'Create a template with one blank sheet', status: 201,
    body: z.object({ grid: z.object({ name: Name.optional() }).optional() }).optional(), response: GridOut,
    handler: async (_ctx, { caller, body }) => {
      const name = body?.grid?.name ?? 'Untitled grid';
      const content = withAccountDefaults(blankTemplate(name), caller.account.settings.defaultFontFamily);
      const id = await createGrid(storage, { accountId: caller.account.id, name, content });
      return storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)) }));
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id', tag: 'Grids', access: 'user', summary: 'A template with the content of its current (or the given) version',
    params: IdParam, query: z.object({ gridVersionId: z.string().optional() }),
    response: z.object({ grid: GridSummary.extend({ content: z.record(z.string(), Json) }).passthrough(), paletteLibrary: z.array(PaletteView), settings: z.record(z.string(), Json) }),
    handler: async (ctx, { caller, params, query }) => {
      // A version being edited live is read with every acknowledged edit: its room folds its log first.
      await deps.live.settle(versionKey(await storage.read((db) => query.gridVersionId ?? gridOf(db, caller, params.id).currentVersionId)));
      const { summary, version } = await storage.read((db) => {
        const grid = gridOf(db, caller, params.id);
        const chosen = versionOf(db, grid, query.gridVersionId ?? grid.currentVersionId);
        return { summary: { ...gridSummary(db, grid), gridVersion: { id: chosen.id, name: chosen.name, published: chosen.published, updatedAt: chosen.updatedAt } }, version: chosen };
      });
      const rest = { paletteLibrary: PALETTE_LIBRARY, settings: caller.account.settings };
      // Content the store does not hold parsed is passed through as its stored text (gridAnswerStream).
      const stored = await storage.contentBytes(version.contentKey);
      if (stored) {
        ctx.type = 'application/json';
        ctx.body = gridAnswerStream(stored, summary, rest);
        return undefined;
      }
      const content = asObject(await storage.getContent(version.contentKey));
      return { grid: { ...content, ...summary, content }, ...rest };
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/duplicate', tag: 'Grids', access: 'user', summary: 'Copy a template (its current version) in the same account', status: 201,
    params: IdParam, response: GridOut,
    handler: async (_ctx, { caller, params }) => {
      const { grid, version, content } = await withCurrentContent(async () => {
        const read = await storage.read((db) => {
          const found = gridOf(db, caller, params.id);
          return { grid: found, version: versionOf(db, found, found.currentVersionId) };
        });
        return { ...read, content: asObject(await storage.getContent(read.version.contentKey)) };
      });
      const id = await createGrid(storage, { accountId: caller.account.id, name: `Copy of ${grid.name}`, content, versionName: version.name });
      return storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, id)) }));
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/grids/:id', tag: 'Grids', access: 'user', summary: 'Rename, publish or unpublish a template; refused with 409 when `grid.updatedAt` is not the stored one',
    params: IdParam, body: z.object({ grid: z.object({ name: Name.optional(), published: z.boolean().optional(), updatedAt: UpdatedAt }) }), response: GridOut,
    errors: { 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, params, body }) => {
      if (body.grid.name === undefined && body.grid.published === undefined) throw badRequest('Invalid body.grid: give name or published.');
      await storage.write((db) => {
        const grid = gridOf(db, caller, params.id);
        refuseStale(body.grid.updatedAt, grid.updatedAt, 'template');
        if (body.grid.name !== undefined) grid.name = body.grid.name;
        if (body.grid.published !== undefined) grid.published = body.grid.published;
        grid.updatedAt = nextTimestamp(grid.updatedAt);
      });
      return storage.read((db) => ({ grid: gridSummary(db, gridOf(db, caller, params.id)) }));
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/grids/:id', tag: 'Grids', access: 'user', summary: 'Delete a template, its versions, shadows and casts',
    params: IdParam, response: Ok,
    handler: async (_ctx, { caller, params }) => {
      const keys = await storage.write((db) => {
        const grid = gridOf(db, caller, params.id);
        const versions = db.versions.filter((version) => version.gridId === grid.id);
        const shadows = db.shadows.filter((shadow) => shadow.gridId === grid.id);
        const shadowIds = new Set(shadows.map((shadow) => shadow.id));
        db.grids = db.grids.filter((candidate) => candidate.id !== grid.id);
        db.versions = db.versions.filter((version) => version.gridId !== grid.id);
        db.shadows = db.shadows.filter((shadow) => shadow.gridId !== grid.id);
        db.casts = db.casts.filter((cast) => !shadowIds.has(cast.shadowId));
        return [...versions.map((version) => version.contentKey), ...shadows.map((shadow) => shadow.contentKey)];
      });
      await Promise.all(keys.map((key) => storage.dropContent(key)));
      return { ok: true as const };
    },
  });
}

/** A new template starts with its account's defaults (/app/settings/defaults): the default font family. */
function withAccountDefaults(content: JsonObject, defaultFontFamily: string | undefined): JsonObject {
  if (!defaultFontFamily) return content;
  const settings = typeof content.settings === 'object' && content.settings !== null && !Array.isArray(content.settings) ? content.settings : {};
  return { ...content, settings: { ...settings, defaultFontFamily } };
}
