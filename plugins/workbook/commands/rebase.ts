import {
  KERNEL, mapInsertionPoint, mapSpan, rebasePositions, type Axis, type Services, type StructuralChange,
} from '../../../kernel/index.js';

// The params' shapes, structurally (the command files import this one).
interface TypedCell { readonly sheetId: string; readonly row: number; readonly col: number; readonly text: string }
interface TypedCells { readonly sheetId: string; readonly cells: readonly { readonly row: number; readonly col: number; readonly text: string }[] }
interface InsertAt { readonly sheetId: string; readonly index: number; readonly side: 'above' | 'below' | 'left' | 'right' }
interface Block { readonly sheetId: string; readonly start: number; readonly count?: number }
interface Move { readonly sheetId: string; readonly from: number; readonly count?: number; readonly to: number }

/**
 * Co-editing transforms of the workbook's commands (CommandDefinition.rebase): what a command made
 * concurrently with someone else's structural change becomes when it runs after it. Positions follow
 * their lines and cells (kernel rebasePositions); formula texts are rewritten by the formulas plugin's
 * FormulaRebase, as stored formulas are; undefined drops a command whose target was deleted.
 */

/** A typed formula as if typed after the change; other texts, or without the formulas plugin, as typed. */
export function rebaseText(text: string, sheetId: string, change: StructuralChange, before: unknown, services: Services): string {
  const rebase = text.startsWith('=') ? services.find(KERNEL.FormulaRebase) : undefined;
  return rebase === undefined ? text : rebase.rebaseFormula(text, sheetId, change, before);
}

export function rebaseSetCell<P extends TypedCell>(params: P, change: StructuralChange, before: unknown, services: Services): P | undefined {
  const moved = rebasePositions(params, change);
  return moved && { ...moved, text: rebaseText(moved.text, moved.sheetId, change, before, services) };
}

export function rebaseSetCells<P extends TypedCells>(params: P, change: StructuralChange, before: unknown, services: Services): P | undefined {
  const moved = rebasePositions(params, change);
  return moved && { ...moved, cells: moved.cells.map((cell) => ({ ...cell, text: rebaseText(cell.text, moved.sheetId, change, before, services) })) };
}

/** Rows or columns inserted next to a line: the insertion point stays before the same line. */
export function rebaseInsert<P extends InsertAt>(axis: Axis): (params: P, change: StructuralChange) => P | undefined {
  return (params, change) => {
    const sheetLevel = sheetLevelRebase(params, change);
    if (sheetLevel !== 'lines') return sheetLevel;
    const first = params.side === 'above' || params.side === 'left';
    const at = mapInsertionPoint(first ? params.index : params.index + 1, change, axis);
    return { ...params, index: first ? at : at - 1 } as P;
  };
}

/** A block of rows or columns deleted: it follows its lines; what someone else already deleted is not deleted again. */
export function rebaseDelete<P extends Block>(axis: Axis): (params: P, change: StructuralChange) => P | undefined {
  return (params, change) => {
    const sheetLevel = sheetLevelRebase(params, change);
    if (sheetLevel !== 'lines') return sheetLevel;
    const count = Math.max(1, Math.trunc(params.count ?? 1));
    const span = mapSpan({ start: params.start, end: params.start + count - 1 }, change, axis);
    return span && { ...params, start: span.start, count: span.end - span.start + 1 };
  };
}

/** A block of rows or columns moved: the block and its destination follow their lines. */
export function rebaseMove<P extends Move>(axis: Axis): (params: P, change: StructuralChange) => P | undefined {
  return (params, change) => {
    const sheetLevel = sheetLevelRebase(params, change);
    if (sheetLevel !== 'lines') return sheetLevel;
    const count = Math.max(1, Math.trunc(params.count ?? 1));
    const span = mapSpan({ start: params.from, end: params.from + count - 1 }, change, axis);
    if (!span) return undefined;
    const to = mapInsertionPoint(params.to, change, axis);
    if (to > span.start && to <= span.end + 1) return undefined;
    return { ...params, from: span.start, count: span.end - span.start + 1, to };
  };
}

/** Another sheet's change keeps the params; a deleted sheet drops them; the changed sheet's lines map them ('lines'). */
function sheetLevelRebase<P extends { readonly sheetId: string }>(params: P, change: StructuralChange): P | undefined | 'lines' {
  if (params.sheetId !== change.sheetId || change.kind === 'rename-sheet') return params;
  if (change.kind === 'delete-sheet') return undefined;
  return 'lines';
}
