import { defineRoute } from '../api/define.js';
import { GridSummary, GridVersionRef, Json, Name } from '../api/schemas.js';
import { gridOf, versionOf } from '../api/scope.js';
import { gridSummary, versionRef } from '../api/views.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { DEFAULT_VERSION_NAME } from '../../plugins/workbook/index.js';
import { checkTemplate } from '../engine/templates.js';
import { conflict, STALE_SAVE_MESSAGE } from '../http/errors.js';
import { asObject } from '../services/shadow-content.js';
import type { JsonObject } from '../storage/records.js';
import type { RouteDeps } from './deps.js';
import { pageOf, versionKey } from '../live/live-notices.js';

const VersionParams = z.object({ id: z.string().min(1), versionId: z.string().min(1) });
/** Full content (the template file format) or only a name; `updatedAt` is what the client loaded. */
const VersionBody = z.object({
  gridVersion: z.object({ name: Name.optional(), updatedAt: z.string().optional() }).catchall(Json),
});
const VersionOut = z.object({ gridVersion: GridVersionRef, grid: GridSummary });

/**
 * A published version's content is what the API and the template's grids read: it never changes under
 * them. Edits go into another version (the editor makes a draft on the first edit), published when a person
 * publishes it.
 */
export const PUBLISHED_VERSION_MESSAGE = 'This version is published: the API and its grids read it as it was published. Save the changes as a new version (POST /api/grids/{id}/versions) and publish that one, or unpublish this version first.';

function hasContent(version: Record<string, unknown>): boolean {
  return version.sheetsById !== undefined || version.sheetIds !== undefined;
}

/** Versions: create, rename, save (refusing stale saves), publish, unpublish. */
export function versionRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  const answer = (gridId: string, versionId: string, caller: Parameters<typeof gridOf>[1]) => storage.read((db) => {
    const grid = gridOf(db, caller, gridId);
    return { gridVersion: versionRef(versionOf(db, grid, versionId)), grid: gridSummary(db, grid) };
  });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/versions', tag: 'Versions', access: 'user', status: 201,
    summary: 'Create a version (from the given content, else a copy of the current one); it becomes current',
    params: z.object({ id: z.string().min(1) }), body: VersionBody, response: VersionOut,
    handler: async (ctx, { caller, params, body }) => {
      const { gridVersion } = body;
      const current = await storage.read((db) => gridOf(db, caller, params.id).currentVersionId);
      // A copy of the current version includes every edit its live editors had acknowledged.
      if (!hasContent(gridVersion)) await deps.live.settle(versionKey(current));
      const base = await storage.read((db) => {
        const grid = gridOf(db, caller, params.id);
        return versionOf(db, grid, grid.currentVersionId).contentKey;
      });
      const content = hasContent(gridVersion) ? checkTemplate(stripMeta(gridVersion)) : asObject(await storage.getContent(base));
      const contentKey = await storage.putContent('version', content);
      const id = newId();
      await storage.write((db) => {
        const grid = gridOf(db, caller, params.id);
        const now = nextTimestamp(grid.updatedAt);
        db.versions.push({ id, gridId: grid.id, name: gridVersion.name ?? DEFAULT_VERSION_NAME, published: false, contentKey, createdAt: now, updatedAt: now });
        grid.currentVersionId = id;
        grid.updatedAt = now;
      }).catch(async (error) => {
        await storage.dropContent(contentKey);
        throw error;
      });
      deps.live.reload({ key: versionKey(current), reason: `Another version is now current: ${gridVersion.name ?? DEFAULT_VERSION_NAME}.`, versionId: id, page: pageOf(ctx) });
      return answer(params.id, id, caller);
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/grids/:id/versions/:versionId', tag: 'Versions', access: 'user',
    summary: 'Save a version\'s full content (refused with 409 while it is published), or rename it with {gridVersion:{name}}',
    params: VersionParams, body: VersionBody, response: VersionOut,
    errors: { 409: `${STALE_SAVE_MESSAGE} Or: ${PUBLISHED_VERSION_MESSAGE}` },
    handler: async (ctx, { caller, params, body }) => {
      const { gridVersion } = body;
      const published = await storage.read((db) => versionOf(db, gridOf(db, caller, params.id), params.versionId).published);
      if (published && hasContent(gridVersion)) throw conflict(PUBLISHED_VERSION_MESSAGE);
      const contentKey = hasContent(gridVersion) ? await storage.putContent('version', checkTemplate(stripMeta(gridVersion))) : undefined;
      const key = versionKey(params.versionId);
      // The saved content replaces every command logged so far: the live log goes on after them.
      const liveSeq = contentKey ? await deps.live.lastSeq(key, await storage.read((db) => versionOf(db, gridOf(db, caller, params.id), params.versionId).liveSeq ?? 0)) : undefined;
      const replaced = await storage.write((db) => {
        const grid = gridOf(db, caller, params.id);
        const version = versionOf(db, grid, params.versionId);
        // Published since the check above: still refused.
        if (contentKey && version.published) throw conflict(PUBLISHED_VERSION_MESSAGE);
        if (contentKey && gridVersion.updatedAt !== undefined && gridVersion.updatedAt !== version.updatedAt) throw conflict(STALE_SAVE_MESSAGE);
        const old = contentKey ? version.contentKey : undefined;
        if (contentKey) version.contentKey = contentKey;
        if (liveSeq !== undefined) version.liveSeq = Math.max(liveSeq, version.liveSeq ?? 0);
        // In a full save `name` is the workbook's name (file format), not the version's.
        if (!contentKey && gridVersion.name !== undefined) version.name = gridVersion.name;
        // The version's updatedAt is the token of stale-save checks: only a content change moves it, so
        // renaming (or publishing) a version does not make an open editor's next save a conflict.
        if (contentKey) version.updatedAt = nextTimestamp(version.updatedAt);
        grid.updatedAt = nextTimestamp(grid.updatedAt);
        return old;
      }).catch(async (error) => {
        if (contentKey) await storage.dropContent(contentKey);
        throw error;
      });
      if (replaced) await storage.dropContent(replaced);
      if (contentKey) deps.live.reload({ key, reason: 'This version was saved whole elsewhere (an import or the API): reloaded.', versionId: params.versionId, page: pageOf(ctx) });
      return answer(params.id, params.versionId, caller);
    },
  });

  for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
    defineRoute(deps, {
      method: 'put', path: `/api/grids/:id/versions/:versionId/${action}`, tag: 'Versions', access: 'user',
      summary: `${published ? 'Publish' : 'Unpublish'} a version`, params: VersionParams, response: VersionOut,
      handler: async (ctx, { caller, params }) => {
        const key = versionKey(params.versionId);
        // What is published includes every edit its live editors had acknowledged.
        if (published) await deps.live.settle(key);
        await storage.write((db) => {
          // updatedAt stays: it is the content's stale-save token, and publishing changes no content.
          versionOf(db, gridOf(db, caller, params.id), params.versionId).published = published;
        });
        if (published) deps.live.reload({ key, reason: 'This version was published: your edits now go into a new draft.', versionId: params.versionId, page: pageOf(ctx) });
        return answer(params.id, params.versionId, caller);
      },
    });
  }
}

/** The content of a version body without the request-only fields. */
function stripMeta(version: Record<string, unknown>): JsonObject {
  const { updatedAt: _updatedAt, id: _id, published: _published, ...content } = version;
  return content as JsonObject;
}
