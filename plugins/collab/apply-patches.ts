import { applyPatches, type Draft, type Patch } from 'immer';
import { UserError, type CommandDefinition, type DescribedChange } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';
import { isDescribedChange } from './described-change-shape.js';
import { UNDO_INVALID_MESSAGE } from './messages.js';

export interface ApplyPatchesParams {
  readonly patches: readonly Patch[];
  /** The structural changes the patches make (an undone insert is a delete), for rebase and followers. */
  readonly structural?: readonly DescribedChange[];
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Co-editing's undo and redo: a client takes back its own command by patches it computed against its copy
 * (undo-patches.ts), sent as this command so the server checks them and everyone applies them in order.
 * Patches that no longer fit the document (a path gone, a key missing) refuse the command: the undo is
 * skipped with a notice rather than applied halfway.
 */
export const applyPatchesCommand: CommandDefinition<ApplyPatchesParams, unknown> = {
  id: 'collab.apply-patches',
  run(draft, params, ctx) {
    const patches = checkedPatches(params);
    for (const patch of patches) checkFits(draft, patch);
    try {
      applyPatches(draft as Draft<object>, patches);
    } catch {
      // Patches that fit one by one may not fit in order (one removes what the next one reaches into).
      throw new UserError(UNDO_INVALID_MESSAGE);
    }
    checkConsistent(draft as unknown as Workbook, patches);
    for (const change of params.structural ?? []) ctx.describe(change);
  },
  rebase(params, change) {
    // Patches name rows by id: a cell edit's undo survives others' structural changes; one that moves lines does not (renames move none).
    const arrays = params.patches.some((patch) => patch.path.some((key) => typeof key === 'number'));
    return arrays && change.kind !== 'rename-sheet' && change.kind !== 'rename-name' ? undefined : params;
  },
};

function checkedPatches(params: ApplyPatchesParams): Patch[] {
  if (typeof params !== 'object' || params === null || !Array.isArray(params.patches)) throw new UserError(UNDO_INVALID_MESSAGE);
  for (const patch of params.patches as unknown[]) {
    if (!isPatch(patch)) throw new UserError(UNDO_INVALID_MESSAGE);
  }
  const structural: unknown = params.structural;
  if (structural !== undefined && !(Array.isArray(structural) && structural.every(isDescribedChange))) throw new UserError(UNDO_INVALID_MESSAGE);
  return params.patches as Patch[];
}

function isPatch(value: unknown): value is Patch {
  if (typeof value !== 'object' || value === null) return false;
  const { op, path } = value as { op?: unknown; path?: unknown };
  if (op !== 'add' && op !== 'replace' && op !== 'remove') return false;
  if (!Array.isArray(path) || path.length === 0) return false;
  return path.every((key) => (typeof key === 'string' && !FORBIDDEN_KEYS.has(key)) || (Number.isInteger(key) && (key as number) >= 0));
}

/** The patch's parent exists and is a container; what it replaces or removes exists. */
function checkFits(root: unknown, patch: Patch): void {
  let node = root;
  for (const key of patch.path.slice(0, -1)) {
    if (!isContainer(node) || !Object.hasOwn(node, key)) throw new UserError(UNDO_INVALID_MESSAGE);
    node = (node as Record<string | number, unknown>)[key];
  }
  if (!isContainer(node)) throw new UserError(UNDO_INVALID_MESSAGE);
  const last = patch.path[patch.path.length - 1];
  if (Array.isArray(node)) {
    const index = Number(last);
    const limit = patch.op === 'add' ? node.length : node.length - 1;
    if (!Number.isInteger(index) || index < 0 || index > limit) throw new UserError(UNDO_INVALID_MESSAGE);
    return;
  }
  if (patch.op !== 'add' && !Object.hasOwn(node, last)) throw new UserError(UNDO_INVALID_MESSAGE);
}

/**
 * Patches computed on a copy that held ids the server never had (a step undone before its command was
 * acknowledged) could list sheets, rows or columns that do not exist: every id listed must have its record.
 */
function checkConsistent(workbook: Workbook, patches: readonly Patch[]): void {
  if (!workbook.sheetIds.every((id) => workbook.sheetsById[id])) throw new UserError(UNDO_INVALID_MESSAGE);
  const sheets = new Set(patches.filter((patch) => patch.path[0] === 'sheetsById' && patch.path.length >= 2).map((patch) => String(patch.path[1])));
  for (const id of sheets) {
    const sheet = workbook.sheetsById[id];
    if (!sheet) continue;
    if (!sheet.rowIds.every((row) => sheet.rowsById[row]) || !sheet.columnIds.every((column) => sheet.columnsById[column])) throw new UserError(UNDO_INVALID_MESSAGE);
  }
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
