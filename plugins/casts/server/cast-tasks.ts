import { HttpError, type JsonObject, type JsonValue, type TaskContext } from '../../../server/plugin-api/compute.js';
// Each from its module, not the plugin's index (see routes.ts); the layout (with d3) loads with the first cast.
import { CastError } from '../errors.js';
import { evaluateForCast } from '../evaluate.js';
import type { CastRequest, CastSettings } from '../model.js';
import type { CastLayout } from '../response.js';
import { chooseRecommendedCast, targetOf } from '../recommended.js';
import { selectedTarget } from '../selected.js';
import { parseViewport } from '../viewport.js';
import type { Workbook } from '../../workbook/model/index.js';

/**
 * What a cast shows: a selected cast's fields (sheet, range, chart or recommended cast), or a recommended
 * cast by name (the default one without), with the sizing given, or else the sizing kept for the chosen
 * recommended cast's name (lower case).
 */
export type CastChoice =
  | { readonly selected: JsonObject; readonly settings?: CastSettings }
  | { readonly recommended?: string; readonly settings?: CastSettings; readonly settingsByName?: Readonly<Record<string, CastSettings>> };

export interface CastPageArgs {
  readonly shadowKey: string;
  readonly versionKey: string;
  readonly choice: CastChoice;
  readonly viewport?: string;
  readonly rowOffset?: number;
  readonly paginationDisabled?: boolean;
}

/**
 * One page of a cast of a shadow, in a compute worker: the shadow's template version with its input,
 * evaluated for a cast and laid out for the viewport and row offset. A choice naming what does not exist
 * is a 404; an impossible request (a row offset past the end) a 400.
 */
export async function castPage(args: CastPageArgs, context: TaskContext): Promise<CastLayout> {
  const { templates } = context;
  const [template, own] = context.objects([args.versionKey, args.shadowKey]);
  const workbook = templates.read(templates.withShadow(template, own));
  // Loaded by the first cast: a chart cast's SVG is drawn with d3 (~3 MB of heap).
  const { castLayout } = await import('../layout.js');
  return withCastErrors(() => {
    const { target, settings } = chosen(workbook, args.choice);
    return context.withUserFunctions(workbook, (engine) => castLayout(workbook, evaluateForCast(workbook, templates.inputOf(own), engine), {
      target, settings, viewport: parseViewport(args.viewport), rowOffset: args.rowOffset, paginationDisabled: args.paginationDisabled,
    }));
  });
}

function chosen(workbook: Workbook, choice: CastChoice): Pick<CastRequest, 'target' | 'settings'> {
  if ('selected' in choice) return { target: selectedTarget(workbook, choice.selected), settings: choice.settings };
  const recommended = chooseRecommendedCast(workbook, choice.recommended);
  return { target: targetOf(workbook, recommended), settings: choice.settings ?? (recommended && choice.settingsByName?.[recommended.name.toLowerCase()]) };
}

function withCastErrors<T>(lay: () => T): T {
  try {
    return lay();
  } catch (error) {
    if (error instanceof CastError) throw new HttpError(error.kind === 'missing' ? 404 : 400, error.message);
    throw error;
  }
}

export interface CastDataArgs {
  readonly shadowKey: string;
  readonly versionKey: string;
  /** The cast's sheet (else the first). */
  readonly sheetId?: string;
  readonly overrides?: JsonObject;
}

/** `GET /api/casts/{id}`'s data, in a compute worker: the cast's sheet, its computed values by A1 address, and the input. */
export function castData(args: CastDataArgs, context: TaskContext): { sheet: JsonValue; values: JsonValue; input: JsonValue } {
  const { templates } = context;
  const [template, own] = context.objects([args.versionKey, args.shadowKey]);
  const merged = templates.withShadow(template, own);
  const input = templates.withOverrides(templates.inputOf(own), args.overrides);
  const sheets = objectOr(merged.sheetsById);
  const sheetIds = Array.isArray(merged.sheetIds) ? merged.sheetIds : [];
  const sheetId = args.sheetId ?? String(sheetIds[0] ?? '');
  const sheet = objectOr(sheets[sheetId]);
  // The cast shows computed values: those of its sheet, by A1 address.
  const values = typeof sheet.name === 'string' ? context.evaluate(merged, input).values[sheet.name] ?? {} : {};
  return { sheet: sheets[sheetId] ?? null, values, input };
}

/** A stored file's part that should be an object, or {} (a file read by the server was checked when saved). */
function objectOr(value: JsonValue | undefined): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
