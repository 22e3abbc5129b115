import { defineRoute, parseJsonBody } from '../api/define.js';
import { Json, ShadowSummary } from '../api/schemas.js';
import { gridOf, shadowByToken, versionOf } from '../api/scope.js';
import { byNewest, shadowSummary } from '../api/views.js';
import { newId, newToken, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { badRequest, conflict, notFound, STALE_SAVE_MESSAGE } from '../http/errors.js';
import { rawJsonBody } from '../http/raw-body.js';
import { sendCached } from '../http/send.js';
import { asObject } from '../services/shadow-content.js';
import { publishedVersionOf } from '../services/published-version.js';
import { shadowSaveSource } from '../services/shadow-save-source.js';
import { refuseLockedChanges } from '../services/shadow-locks.js';
import type { LockedCells } from '../../plugins/locks/index.js';
import type { RepeatedSave, SaveFields } from '../services/save-checks.js';
import { CheckedText } from '../../plugins/workbook/file/index.js';
import { withCurrentContent } from '../storage/content-missing.js';
import { shadowById, shadowOfToken, versionById } from '../storage/lookups.js';
import type { GridRecord, JsonObject, ShadowRecord } from '../storage/records.js';
import type { RouteDeps } from './deps.js';
import { shadowKey, versionKey } from '../live/live-notices.js';

const GridParam = z.object({ gridId: z.string().min(1) });
const TokenParam = z.object({ token: z.string().min(1).max(100) });
const MAX_CONTEXT_LENGTH = 4096;

// The content members are stored as the client sent them (shadow-save-source.ts): check, never transform.
const ShadowSaveBody = z.object({
  onlyCache: z.boolean().optional(),
  shadow: z.object({
    gridVersionId: z.string().optional(), name: z.string().trim().min(1).max(250).optional(),
    updatedAt: z.string().optional(), input: Json.optional(),
    sheetIds: z.array(z.string()).optional(), sheetsById: z.record(z.string(), Json).optional(),
    inputDependents: Json.optional(), namedRangesById: z.record(z.string(), Json).optional(),
    conditionalFormatsById: z.record(z.string(), Json).optional(), palettesById: z.record(z.string(), Json).optional(),
    tablesById: z.record(z.string(), Json).optional(),
  }),
});

/** Shadows: list and create under a template, read (recomputed), save, delete. */
export function shadowRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/grids/:gridId/shadows', tag: 'Shadows', access: 'user', summary: 'Shadows of a template',
    params: GridParam, response: z.object({ shadows: z.array(ShadowSummary) }),
    handler: async (_ctx, { caller, params }) => storage.read((db) => {
      const grid = gridOf(db, caller, params.gridId);
      return { shadows: db.shadows.filter((shadow) => shadow.gridId === grid.id).sort(byNewest).map(shadowSummary) };
    }),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/grids/:gridId/shadows', tag: 'Shadows', access: 'user', status: 201,
    summary: 'Create a shadow of a template version with its own token and input: by default the version the template answers with (the current one when published, else the newest published; the current one when none is)',
    params: GridParam, body: z.object({ shadow: z.object({ name: z.string().trim().min(1).max(250).optional(), gridVersionId: z.string().optional(), input: Json.optional() }).optional() }).optional(),
    response: z.object({ shadow: ShadowSummary }),
    handler: async (_ctx, { caller, params, body }) => {
      const wanted = body?.shadow ?? {};
      const version = await storage.read((db) => {
        const grid = gridOf(db, caller, params.gridId);
        // A draft the author is editing is not what end users get: the published version is.
        return wanted.gridVersionId ? versionOf(db, grid, wanted.gridVersionId) : publishedVersionOf(db, grid) ?? versionOf(db, grid, grid.currentVersionId);
      });
      // A version being edited live gives its shadow every acknowledged edit.
      await deps.live.settle(versionKey(version.id));
      const versionContentKey = await storage.read((db) => versionById(db.versions, version.id)?.contentKey ?? version.contentKey);
      const content = deps.templates.shadowOf(asObject(await storage.getContent(versionContentKey)), wanted.input ?? {});
      const contentKey = await storage.putContent('shadow', content);
      const id = newId();
      await storage.write((db) => {
        const grid = gridOf(db, caller, params.gridId);
        const now = new Date().toISOString();
        db.shadows.push({ id, gridId: grid.id, token: newToken(), name: wanted.name ?? 'Untitled shadow', gridVersionId: version.id, contentKey, revision: 0, createdAt: now, updatedAt: now });
      });
      return storage.read((db) => ({ shadow: shadowSummary(db.shadows.find((shadow) => shadow.id === id)!) }));
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/grids/:gridId/shadows/:id', tag: 'Shadows', access: 'user', summary: 'Delete a shadow and its casts',
    params: z.object({ gridId: z.string().min(1), id: z.string().min(1) }), response: z.object({ ok: z.literal(true) }),
    handler: async (_ctx, { caller, params }) => {
      const key = await storage.write((db) => {
        const grid = gridOf(db, caller, params.gridId);
        const shadow = db.shadows.find((candidate) => candidate.id === params.id && candidate.gridId === grid.id);
        if (!shadow) throw notFound('Shadow');
        db.shadows = db.shadows.filter((candidate) => candidate.id !== shadow.id);
        db.casts = db.casts.filter((cast) => cast.shadowId !== shadow.id);
        return shadow.contentKey;
      });
      deps.saveChecks.forget(params.id);
      await storage.dropContent(key);
      return { ok: true as const };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token', tag: 'Shadows', access: 'user',
    summary: 'A shadow recomputed for its input (optionally against another version, with input overrides from an allow-listed URL)',
    params: TokenParam, query: z.object({ gridVersionId: z.string().optional(), inputOverridesUrl: z.string().max(2048).optional(), castToken: z.string().optional() }),
    response: z.object({ shadow: ShadowSummary, input: Json, sheetsById: Json, outputs: Json, values: Json, castsByToken: Json, recommendedCastsByName: Json, paletteLibrary: Json, settings: Json }).passthrough(),
    errors: { 403: 'inputOverridesUrl host not allowed', 404: 'Unknown token, or the version was deleted', 409: 'The version is not published', 502: 'inputOverridesUrl could not be fetched' },
    handler: async (ctx, { caller, params, query }) => {
      // A shadow being edited live is read with every acknowledged edit: its room folds its log first.
      await deps.live.settle(shadowKey((await storage.read((db) => shadowByToken(db, caller, params.token))).shadow.id));
      const { shadow, grid } = await storage.read((db) => shadowByToken(db, caller, params.token));
      sendCached(ctx, await deps.shadows.view(grid, shadow, caller.account, query));
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/shadows/:token/save', tag: 'Shadows', access: 'user',
    summary: 'Record a save of a shadow edited live (its Save button): every edit its live editors had acknowledged is stored first, then the webhooks are posted its outputs. '
      + 'Header x-context is passed to webhooks and kept with the shadow. Stores no content: the edits were stored as they were made.',
    params: TokenParam, response: z.object({ shadow: ShadowSummary }),
    handler: async (ctx, { caller, params }) => {
      const context = contextOf(ctx);
      const { shadow, grid } = await storage.read((db) => shadowByToken(db, caller, params.token));
      // The webhooks' outputs are computed from the stored content: it must hold every acknowledged edit.
      await deps.live.settle(shadowKey(shadow.id));
      const summary = await storage.write((db) => {
        const stored = shadowById(db.shadows, shadow.id);
        if (!stored) throw notFound('Shadow');
        // updatedAt stays: it is the content's stale-save token, and recording a save changes no content.
        if (context) stored.context = context;
        return shadowSummary({ ...stored });
      });
      fireWebhooks(deps, caller.account.id, grid.id, params.token, context);
      return { shadow: summary };
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/shadows/:token', tag: 'Shadows', access: 'user', bodyText: true,
    summary: 'Save a shadow; refused with 409 when `shadow.updatedAt` is not the stored one. Without updatedAt the last save wins. `onlyCache: true` stores nothing (outputs are recomputed on read). Header x-context is passed to webhooks. '
      + 'Refused with 403 (naming the cell, lock or sheet) when it changes what shadow mode forbids: a locked cell, row or column, the locks themselves, notes or styles.',
    params: TokenParam, body: ShadowSaveBody, response: z.object({ shadow: ShadowSummary }),
    errors: { 403: 'Changes a locked cell, row or column, the locks, a note or a style (what the editor refuses in shadow mode)', 409: STALE_SAVE_MESSAGE },
    handler: async (ctx, { caller, params }) => {
      const context = contextOf(ctx);
      const bytes = rawJsonBody(ctx) ?? Buffer.alloc(0);
      // A shadow edited live: its acknowledged edits are stored first, so a save of some members (a rename) keeps them.
      await deps.live.settle(shadowKey((await storage.read((db) => shadowByToken(db, caller, params.token))).shadow.id));
      // On a store shared by several processes the request looked at the database as it arrived, before its
      // body: under a storm of saves another process has often replaced (and dropped) the content that look
      // found by now, so the check starts from a look taken once the body is in.
      await storage.requestReads?.arrive();
      // A save through another process (or beside this one) may replace and drop the content read here.
      const { found, save } = await withCurrentContent(async () => {
        const found = await storage.read((db) => {
          const { shadow, grid } = shadowByToken(db, caller, params.token);
          return { shadow, grid, versionKey: versionById(db.versions, shadow.gridVersionId)?.contentKey };
        });
        await catchUpSaveCheck(deps, found);
        const save: PreparedSave | undefined = deps.saveChecks.repeat(found.shadow.id, found.shadow.contentKey, found.versionKey, bytes)
          ?? (await checkedSave(deps, found, parseJsonBody(ctx, ShadowSaveBody), bytes));
        return { found, save };
      });
      if (save === undefined) return { shadow: shadowSummary(found.shadow) };
      const { updatedAt, name, gridVersionId } = save.fields.shadow;
      // A save accepted as a few edited cells is stored as that edit of the content it was checked against.
      const edited = save.checked.edit && { of: found.shadow.contentKey, ...save.checked.edit };
      const contentKey = save.content ? await storage.putContent('shadow', save.content, save.source) : await storage.putContentText('shadow', save.source, edited);
      // The saved content replaces every command logged so far: the live log goes on after them.
      const liveSeq = await deps.live.lastSeq(shadowKey(found.shadow.id), found.shadow.liveSeq ?? 0);
      const saved = await storage.write((db) => {
        const shadow = shadowById(db.shadows, found.shadow.id);
        if (!shadow) throw notFound('Shadow');
        if (updatedAt !== undefined && updatedAt !== shadow.updatedAt) throw conflict(STALE_SAVE_MESSAGE);
        if (gridVersionId !== undefined) versionOf(db, found.grid, gridVersionId);
        const old = shadow.contentKey;
        shadow.contentKey = contentKey;
        shadow.revision += 1;
        shadow.liveSeq = Math.max(liveSeq, shadow.liveSeq ?? 0);
        shadow.updatedAt = nextTimestamp(shadow.updatedAt);
        if (name !== undefined) shadow.name = name;
        if (gridVersionId !== undefined) shadow.gridVersionId = gridVersionId;
        if (context) shadow.context = context;
        if (save.versionKey === undefined) delete shadow.checkedWith;
        else shadow.checkedWith = save.versionKey;
        // Remembered as the record changes, not once it is durable: a save of the same shadow that reads
        // the new record meanwhile must find the save it was checked against.
        deps.saveChecks.remember(found.shadow.id, { contentKey, versionKey: save.versionKey, fields: save.fields, source: save.source, checked: save.checked, locked: save.locked });
        return { old, summary: shadowSummary({ ...shadow }) };
      }).catch(async (error) => {
        deps.saveChecks.forget(found.shadow.id);
        await storage.dropContent(contentKey);
        throw error;
      });
      // The old content goes after the answer: removing it is housekeeping nobody waits for.
      storage.dropContent(saved.old).catch((error: Error) => deps.log(`old content of shadow ${params.token} not removed: ${error.message}`));
      fireWebhooks(deps, caller.account.id, found.grid.id, params.token, context);
      // Its live editors reload when their document changed: new content, or commands logged since the fold the content lacks.
      if (save.changesDocument !== false || liveSeq > (found.shadow.liveSeq ?? 0)) {
        deps.live.reload({ key: shadowKey(found.shadow.id), reason: 'This shadow was saved whole elsewhere (the API): reloaded.' });
      }
      return { shadow: saved.summary };
    },
  });
}

/** The x-context header (empty when absent), refused past its limit. */
function contextOf(ctx: { get(field: string): string }): string {
  const context = ctx.get('x-context');
  if (context.length > MAX_CONTEXT_LENGTH) throw badRequest(`Invalid header x-context: at most ${MAX_CONTEXT_LENGTH} characters.`);
  return context;
}

/** A save ready to store: what it sets on the record, its content (when parsed) and how to write it. */
interface PreparedSave extends RepeatedSave {
  /** The parsed content, when the body was read whole (kept in the content cache). */
  readonly content?: JsonObject;
  /** False when the body changes neither the shadow's parts nor its version (a rename): its live editors keep going. */
  readonly changesDocument?: boolean;
}

interface FoundShadow {
  readonly shadow: ShadowRecord;
  readonly grid: GridRecord;
  readonly versionKey: string | undefined;
}

/**
 * Behind a load balancer a shadow's saves alternate between processes, so the save this process remembers
 * is rarely the shadow's last. When the store kept the saves since as edits of the remembered one, they are
 * replayed onto it (a small read); else, when the current content was checked against the same version
 * content as the remembered save, its stored body is taken as checked (one read, no parse). Either costs
 * far less than the whole check of a 10k-cell body.
 */
async function catchUpSaveCheck(deps: RouteDeps, found: FoundShadow): Promise<void> {
  const { storage, saveChecks } = deps;
  const { id, contentKey, checkedWith } = found.shadow;
  const last = saveChecks.last(id, found.versionKey);
  if (last === undefined || last.contentKey === contentKey) return;
  const edits = await storage.bodyEditsSince?.(last.contentKey, contentKey, last.source);
  if (edits && saveChecks.advance(id, last.contentKey, contentKey, edits)) return;
  if (checkedWith === undefined || checkedWith !== last.versionKey) return;
  const body = await storage.storedBody?.(contentKey, last.source);
  if (body) saveChecks.adopt(id, last.contentKey, contentKey, body);
}

/**
 * The whole check of a save body (parsed and validated, its sheets read with the version, and held to
 * what shadow mode allows), or undefined for `onlyCache`, which stores nothing.
 */
async function checkedSave(deps: RouteDeps, found: FoundShadow, body: z.infer<typeof ShadowSaveBody>, bytes: Buffer): Promise<PreparedSave | undefined> {
  if (body.onlyCache) return undefined;
  const { updatedAt, name, gridVersionId, ...members } = body.shadow;
  const fields: SaveFields = { shadow: { updatedAt, name, gridVersionId } };
  const versionId = gridVersionId ?? found.shadow.gridVersionId;
  const previous = asObject(await deps.storage.getContent(found.shadow.contentKey));
  const content: JsonObject = { ...previous, ...(members as JsonObject) };
  // Stored sheets were checked when saved: only new sheets or another version need checking again.
  const changesSheets = deps.templates.shadowKeys.some((key) => (members as JsonObject)[key] !== undefined) || versionId !== found.shadow.gridVersionId;
  const sheets = changesSheets ? await checkShadow(deps, found.grid.id, versionId, content, previous) : undefined;
  return {
    changesDocument: Object.values(members).some((value) => value !== undefined) || versionId !== found.shadow.gridVersionId,
    fields, content, source: shadowSaveSource(bytes, content, members as JsonObject), checked: new CheckedText(bytes),
    versionKey: sheets?.versionKey ?? found.versionKey, locked: sheets?.locked,
  };
}

/**
 * A shadow's sheets must make a valid template with its version (400 naming the JSON path otherwise) and
 * change nothing shadow mode forbids (403 naming the cell: locks are enforced here, not only in the editor).
 */
async function checkShadow(deps: RouteDeps, gridId: string, versionId: string, content: JsonObject, previous: JsonObject): Promise<{ versionKey: string; locked: LockedCells }> {
  const key = await deps.storage.read((db) => {
    const version = versionById(db.versions, versionId);
    return version?.gridId === gridId ? version.contentKey : undefined;
  });
  if (!key) throw notFound('Grid version');
  const version = asObject(await deps.storage.getContent(key));
  const saved = deps.templates.read(deps.templates.withShadow(version, content), 'shadow');
  return { versionKey: key, locked: refuseLockedChanges(version, saved, previous, deps.templates) };
}

/** After the save is acknowledged: compute outputs and post them to the account's webhooks. */
function fireWebhooks(deps: RouteDeps, accountId: number, gridId: string, token: string, context: string): void {
  deps.webhooks.afterAnswer(async () => {
    const found = await deps.storage.read((db) => {
      const shadow = shadowOfToken(db.shadows, token);
      const version = shadow && versionById(db.versions, shadow.gridVersionId);
      return { shadow, version, webhooks: db.webhooks.filter((webhook) => webhook.accountId === accountId) };
    });
    if (!found.shadow || !found.version || found.webhooks.length === 0) return;
    const outputs = await deps.shadows.outputs(found.shadow, found.version.contentKey);
    await deps.webhooks.fire(found.webhooks, { event: 'shadow.saved', shadowToken: token, gridId, outputs, ...(context ? { context } : {}) });
  }, (error) => deps.log(`webhooks for shadow ${token} not sent: ${error.message}`));
}
