import type { TaskContext } from '../compute/task-context.js';
import { ownBytes, transferring } from '../compute/compute-task.js';
import { PALETTE_LIBRARY } from '../services/palette-library.js';
import { cachedBody, type CachedBody } from '../services/response-cache.js';
import type { JsonObject } from '../storage/records.js';

/** What `GET /api/shadows/{token}` shows besides the shadow's computed content: records the request thread read. */
export interface ShadowViewArgs {
  readonly shadowKey: string;
  readonly versionKey: string;
  /** The shadow opened in its own version (its sheets), or another version (that version's sheets, the shadow's input). */
  readonly ownVersion: boolean;
  readonly overrides?: JsonObject;
  readonly shadow: JsonObject;
  readonly gridVersionId: string;
  readonly isCore: boolean;
  readonly gridVersions: readonly JsonObject[];
  readonly castsByToken: JsonObject;
  readonly settings: JsonObject;
}

/**
 * `GET /api/shadows/{token}`'s answer, in a compute worker: the shadow's content recomputed by the engine
 * for its input, serialised and gzipped here, so the request thread only keeps and sends the bytes.
 */
export function shadowView(args: ShadowViewArgs, context: TaskContext) {
  const { templates } = context;
  const [template, own] = context.objects([args.versionKey, args.shadowKey]);
  const sheets = args.ownVersion ? templates.withShadow(template, own) : template;
  const ownInput = templates.inputOf(own);
  const input = templates.withOverrides(ownInput, args.overrides);
  const { outputs, values } = context.evaluate(sheets, input);
  const body = cachedBody({
    shadow: args.shadow, input, isCore: args.isCore,
    sheetIds: sheets.sheetIds ?? [], sheetsById: sheets.sheetsById ?? {}, namedRangesById: sheets.namedRangesById ?? {},
    conditionalFormatsById: sheets.conditionalFormatsById ?? {}, palettesById: sheets.palettesById ?? {}, tablesById: sheets.tablesById ?? {},
    inputDependents: own.inputDependents ?? {}, recommendedCastsByName: template.recommendedCastsByName ?? {},
    userFunctions: template.userFunctions ?? [], castsByToken: args.castsByToken,
    outputs, values, gridVersions: args.gridVersions, paletteLibrary: [...PALETTE_LIBRARY], settings: args.settings,
    // Whether these are the shadow's own sheets (its version's, edited live) and the overrides laid over its input.
    // With overrides, `ownInput` is the shadow's own (what its Input section saves over), which `input` hides.
    ownVersion: args.ownVersion, ...(args.overrides ? { inputOverrides: args.overrides, ownInput } : {}),
  });
  const kept: CachedBody = { json: ownBytes(body.json), gzip: ownBytes(body.gzip), etag: body.etag };
  return transferring(kept, [kept.json, kept.gzip]);
}

export interface ShadowOutputsArgs {
  readonly shadowKey: string;
  readonly versionKey: string;
}

/** A shadow's outputs as saved (for webhooks), in a compute worker. */
export function shadowOutputs(args: ShadowOutputsArgs, context: TaskContext): JsonObject {
  const { templates } = context;
  const [template, own] = context.objects([args.versionKey, args.shadowKey]);
  return context.evaluate(templates.withShadow(template, own), templates.inputOf(own)).outputs;
}
