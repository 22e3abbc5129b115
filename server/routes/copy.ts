import { defineRoute } from '../api/define.js';
import { AccountIdNumber, GridSummary, GridVersionRef } from '../api/schemas.js';
import { canUseAccount, gridOf, versionOf } from '../api/scope.js';
import { gridSummary, versionRef } from '../api/views.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { createGrid } from '../services/grid-factory.js';
import { asObject } from '../services/shadow-content.js';
import type { RouteDeps } from './deps.js';
import { pageOf, versionKey } from '../live/live-notices.js';

/** Copying a template to another account, and a version into another template (SPEC sections 5 and 6). */
export function copyRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/copy', tag: 'Grids', access: 'user', status: 201,
    summary: 'Copy a template (current version) to another account; needs two or more accounts, or an administrator',
    params: z.object({ id: z.string().min(1) }),
    body: z.object({ targetAccountId: AccountIdNumber, targetGridName: z.string().max(250) }),
    response: z.object({ grid: GridSummary }), errors: { 403: 'Needs two or more accounts', 404: 'Grid or target account not found' },
    handler: async (_ctx, { caller, params, body }) => {
      const name = body.targetGridName.trim();
      if (!name) throw badRequest('Enter a name for the new grid (targetGridName).');
      const contentKey = await storage.read((db) => {
        const grid = gridOf(db, caller, params.id);
        if (!caller.isAdmin && (caller.user?.accountIds.length ?? 0) < 2) throw forbidden('Copying a grid to another account needs access to two or more accounts.');
        if (!canUseAccount(db, caller, body.targetAccountId)) throw notFound('Target account');
        return versionOf(db, grid, grid.currentVersionId).contentKey;
      });
      const content = asObject(await storage.getContent(contentKey));
      const id = await createGrid(storage, { accountId: body.targetAccountId, name, content });
      return storage.read((db) => ({ grid: gridSummary(db, db.grids.find((grid) => grid.id === id)!) }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:id/versions/:versionId/copy', tag: 'Versions', access: 'user', status: 201,
    summary: 'Copy a version into another template (of an account the caller may use) as a new version',
    params: z.object({ id: z.string().min(1), versionId: z.string().min(1) }),
    body: z.object({ publish: z.boolean().optional(), targetAccountId: AccountIdNumber, targetGridId: z.string().max(100), targetVersionName: z.string().max(250) }),
    response: z.object({ gridVersion: GridVersionRef, grid: GridSummary }), errors: { 404: 'Grid, version, target account or target grid not found' },
    handler: async (ctx, { caller, params, body }) => {
      const versionName = body.targetVersionName.trim();
      if (!body.targetGridId) throw badRequest('Choose the grid to copy the version into (targetGridId).');
      if (!versionName) throw badRequest('Enter a name for the new version (targetVersionName).');
      await deps.live.settle(versionKey(params.versionId));
      const contentKey = await storage.read((db) => {
        const source = versionOf(db, gridOf(db, caller, params.id), params.versionId);
        targetGrid(db, caller, body.targetAccountId, body.targetGridId);
        return source.contentKey;
      });
      const copyKey = await storage.putContent('version', asObject(await storage.getContent(contentKey)));
      const id = newId();
      const previous = await storage.write((db) => {
        const grid = db.grids.find((candidate) => candidate.id === targetGrid(db, caller, body.targetAccountId, body.targetGridId).id)!;
        const now = nextTimestamp(grid.updatedAt);
        db.versions.push({ id, gridId: grid.id, name: versionName, published: body.publish ?? false, contentKey: copyKey, createdAt: now, updatedAt: now });
        const replaced = grid.currentVersionId;
        grid.currentVersionId = id;
        grid.updatedAt = now;
        return replaced;
      }).catch(async (error) => {
        await storage.dropContent(copyKey);
        throw error;
      });
      // A restore (a copy into the same template) or a copy in switches the target's current version.
      deps.live.reload({ key: versionKey(previous), reason: `Another version is now current: ${versionName}.`, versionId: id, page: pageOf(ctx) });
      return storage.read((db) => {
        const grid = db.grids.find((candidate) => candidate.id === body.targetGridId)!;
        return { gridVersion: versionRef(db.versions.find((version) => version.id === id)!), grid: gridSummary(db, grid) };
      });
    },
  });
}

function targetGrid(db: Parameters<typeof canUseAccount>[0], caller: Parameters<typeof canUseAccount>[1], accountId: number, gridId: string) {
  if (!canUseAccount(db, caller, accountId)) throw notFound('Target account');
  const grid = db.grids.find((candidate) => candidate.id === gridId && candidate.accountId === accountId);
  if (!grid) throw notFound('Target grid');
  return grid;
}
