import { defineRoute } from '../api/define.js';
import { IdParam, Json, Name, Ok, UpdatedAt } from '../api/schemas.js';
import { byNewest } from '../api/views.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { notFound, refuseStale } from '../http/errors.js';
import type { DataPresetRecord, DbState } from '../storage/records.js';
import type { Caller } from '../api/define.js';
import type { RouteDeps } from './deps.js';

const PresetView = z.object({ id: z.string(), name: z.string(), input: Json, updatedAt: z.string() }).openapi('DataPreset');
const PresetBody = z.object({ dataPreset: z.object({ name: Name, input: Json.default({}) }) });
const PresetSave = z.object({ dataPreset: PresetBody.shape.dataPreset.extend({ updatedAt: UpdatedAt }) });

const view = ({ id, name, input, updatedAt }: DataPresetRecord) => ({ id, name, input, updatedAt });

function presetOf(db: DbState, caller: Caller, id: string): DataPresetRecord {
  const preset = db.dataPresets.find((candidate) => candidate.id === id && candidate.accountId === caller.account.id);
  if (!preset) throw notFound('Data preset');
  return preset;
}

/** Data presets: named inputs of the account. */
export function presetRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  const one = (caller: Caller, id: string) => storage.read((db) => ({ dataPreset: view(presetOf(db, caller, id)) }));

  defineRoute(deps, {
    method: 'get', path: '/api/datapresets', tag: 'Data presets', access: 'user', summary: 'Data presets of the account, newest first',
    response: z.object({ dataPresets: z.array(PresetView) }),
    handler: async (_ctx, { caller }) => storage.read((db) => ({
      dataPresets: db.dataPresets.filter((preset) => preset.accountId === caller.account.id).sort(byNewest).map(view),
    })),
  });

  defineRoute(deps, {
    method: 'get', path: '/api/datapresets/:id', tag: 'Data presets', access: 'user', summary: 'One data preset',
    params: IdParam, response: z.object({ dataPreset: PresetView }),
    handler: async (_ctx, { caller, params }) => one(caller, params.id),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/datapresets', tag: 'Data presets', access: 'user', summary: 'Create a data preset', status: 201,
    body: PresetBody, response: z.object({ dataPreset: PresetView }),
    handler: async (_ctx, { caller, body }) => {
      const id = newId();
      await storage.write((db) => {
        db.dataPresets.push({ id, accountId: caller.account.id, name: body.dataPreset.name, input: body.dataPreset.input, updatedAt: new Date().toISOString() });
      });
      return one(caller, id);
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/datapresets/:id', tag: 'Data presets', access: 'user', summary: 'Rename a data preset or change its input; refused with 409 when `dataPreset.updatedAt` is not the stored one',
    params: IdParam, body: PresetSave, response: z.object({ dataPreset: PresetView }), errors: { 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, params, body }) => {
      await storage.write((db) => {
        const preset = presetOf(db, caller, params.id);
        refuseStale(body.dataPreset.updatedAt, preset.updatedAt, 'data preset');
        preset.name = body.dataPreset.name;
        preset.input = body.dataPreset.input;
        preset.updatedAt = nextTimestamp(preset.updatedAt);
      });
      return one(caller, params.id);
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/datapresets/:id', tag: 'Data presets', access: 'user', summary: 'Delete a data preset',
    params: IdParam, response: Ok,
    handler: async (_ctx, { caller, params }) => {
      await storage.write((db) => {
        presetOf(db, caller, params.id);
        db.dataPresets = db.dataPresets.filter((preset) => preset.id !== params.id);
      });
      return { ok: true as const };
    },
  });
}
