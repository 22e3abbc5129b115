import { defineRoute, type Caller } from '../api/define.js';
import { Ok, PaletteView, Styles, UpdatedAt } from '../api/schemas.js';
import { paletteView } from '../api/views.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { forbidden, notFound, refuseStale } from '../http/errors.js';
import { isLibraryPalette } from '../services/palette-library.js';
import type { DbState, PaletteRecord } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

const PaletteName = z.string().trim().min(1, 'Name is required').max(250);
const PaletteParams = z.object({ id: z.string().min(1).max(100) });
const READ_ONLY = 'Library palettes are read-only; make a copy to change it.';

function paletteOf(db: DbState, caller: Caller, id: string): PaletteRecord {
  if (isLibraryPalette(id)) throw forbidden(READ_ONLY);
  const palette = db.palettes.find((candidate) => candidate.id === id && candidate.accountId === caller.account.id);
  if (!palette) throw notFound('Palette');
  return palette;
}

/** Account palettes (styles); library palettes are listed with the account but cannot be changed. */
export function paletteRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  const one = (caller: Caller, id: string) => storage.read((db) => ({ palette: paletteView(paletteOf(db, caller, id)) }));

  defineRoute(deps, {
    method: 'post', path: '/api/accounts/current/palettes', tag: 'Palettes', access: 'user', summary: 'Create a palette', status: 201,
    body: z.object({ palette: z.object({ name: PaletteName, styles: Styles.default({}) }) }), response: z.object({ palette: PaletteView }),
    handler: async (_ctx, { caller, body }) => {
      const id = newId();
      await storage.write((db) => {
        db.palettes.push({ id, accountId: caller.account.id, name: body.palette.name, styles: body.palette.styles, updatedAt: new Date().toISOString() });
      });
      return one(caller, id);
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/accounts/current/palettes/:id', tag: 'Palettes', access: 'user', summary: 'Rename a palette or change its styles; refused with 409 when `palette.updatedAt` is not the stored one',
    params: PaletteParams, body: z.object({ palette: z.object({ name: PaletteName.optional(), styles: Styles.optional(), updatedAt: UpdatedAt }) }),
    response: z.object({ palette: PaletteView }), errors: { 403: READ_ONLY, 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, params, body }) => {
      await storage.write((db) => {
        const palette = paletteOf(db, caller, params.id);
        refuseStale(body.palette.updatedAt, palette.updatedAt, 'palette');
        if (body.palette.name !== undefined) palette.name = body.palette.name;
        if (body.palette.styles !== undefined) palette.styles = body.palette.styles;
        palette.updatedAt = nextTimestamp(palette.updatedAt);
      });
      return one(caller, params.id);
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/accounts/current/palettes/:id', tag: 'Palettes', access: 'user', summary: 'Delete a palette',
    params: PaletteParams, response: Ok, errors: { 403: READ_ONLY },
    handler: async (_ctx, { caller, params }) => {
      await storage.write((db) => {
        paletteOf(db, caller, params.id);
        db.palettes = db.palettes.filter((palette) => palette.id !== params.id);
      });
      return { ok: true as const };
    },
  });
}
