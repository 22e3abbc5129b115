import type { Patch } from 'immer';
import type { StructuralChange } from '../../../kernel/index.js';
import type { Cell } from '../../workbook/model/index.js';
import type { CellFilter } from './cell-changes.js';
import { cellShiftOf } from './cell-shift.js';
import type { PatchSource } from './patch-source.js';
import { type LostRewrite, namesCellsIn, pushedToEdge } from './lost-rewrites.js';

/**
 * Which of a document change's replaced cells the engine reads after moving lines in place: none,
 * all, or those of the patches `patch` keeps (by the restored content alone, looking nothing up) of
 * which the cells `cell` keeps (by the cell before and after); with `insertedBand`, also the cells
 * of the lines an undone cell shift's move inserts in its band (the deleted cells coming back).
 */
export type ReplayReads =
  | 'none'
  | 'all'
  | { readonly patch?: (patch: Patch) => boolean; readonly cell?: CellFilter; readonly insertedBand?: boolean };

const formulaOf = (cell: Cell | undefined): string | undefined => {
  const formula = cell?.formula;
  return formula !== undefined && formula.trim() !== '' ? formula : undefined;
};

/**
 * A formula the change rewrote from `was` to `is` whose text the engine's move may not give: one the
 * command being undone made `#REF!` (a reference into deleted lines), or one with a range (a deleted
 * corner shrinks a range, which the insert undoing it does not grow back), or a legacy array formula
 * whose area it shrank. A cell that is not a formula on both sides (restored into lines the undo
 * inserts, or emptied) is read too.
 */
const lossyRewrite: CellFilter = (was, is) => {
  const before = formulaOf(was);
  if (before === undefined || formulaOf(is) === undefined) return true;
  return before.includes('#REF!') || before.includes(':') || was?.arrayRows !== is?.arrayRows || was?.arrayColumns !== is?.arrayColumns;
};
const RANGE_OR_REF_LOST = { cell: lossyRewrite };



/**
 * The patches an undo restores with a formula `lost` says its command may have rewritten with a loss
 * (or that are not a row or a cell of cells as the adjuster writes them). Reads the patch's own value:
 * an undone insert on W1 restores 100,000 rows, and looking each one up in the documents cost 60 ms.
 */
function restoresLost(lost: LostRewrite): (patch: Patch) => boolean {
  return (patch) => {
    if (patch.op === 'remove' || typeof patch.value !== 'object' || patch.value === null) return true;
    if (patch.path.length === 6) return lostFormula(patch.value as Cell, lost);
    if (patch.path.length !== 5) return true;
    for (const cell of Object.values(patch.value as Readonly<Record<string, Cell>>)) if (lostFormula(cell, lost)) return true;
    return false;
  };
}

function lostFormula(cell: Cell | undefined, lost: LostRewrite): boolean {
  const formula = cell?.formula;
  return formula !== undefined && lost(formula);
}

/**
 * The cells of a change whose lines the engine moved in place that it must read as well. A command
 * changes cells only through the formulas adjuster (whose rewrites the move matches) and by deleting
 * lines (which the move does): none. A redo replays the command's patches: none either. An undo
 * restores texts the move of its inverse mostly gives back: undoing an insert (of lines or of
 * cells with a shift) reads only formulas the insert cut at the sheet's edge, and none when the
 * engine's own move of it pushed nothing there (`keptAtEdge`); undoing a delete or a
 * move of lines also reads formulas with ranges and the restored cells of the deleted lines. Undoing
 * cells deleted with a shift reads formulas naming the deleted cells and the deleted cells: the
 * command moved contents between cell ids, but the move back gives each cell its own text unless the
 * command's rewrite of it lost something, which the restored text tells. A batch, or a change of
 * unknown origin (no `structural` given), reads every replaced cell. A step with one structural
 * change is taken as that command alone: a kernel batch joining a structural command and cell edits
 * in one undo step (none in the code) would need reads.
 */
export function replayReads(source: PatchSource, structural: readonly StructuralChange[], keptAtEdge?: WeakSet<StructuralChange>): ReplayReads {
  // A batch (several changes) is moved in place only as lines (line-batch.ts); a shift among them moved contents between ids.
  // Lines changed by patches alone (co-editing's undo of a paste that grew the sheet): their cells are content.
  if (structural.length !== 1) return 'all';
  if (source === 'command' || source === 'redo') return 'none';
  if (source !== 'undo') return 'all';
  const change = structural[0];
  // An insert whose move pushed nothing past the sheet's edge lost nothing: its undo reads none.
  if (change.kind.startsWith('insert-') && keptAtEdge?.has(change)) return 'none';
  switch (change.kind) {
    case 'insert-rows':
      return { patch: restoresLost(pushedToEdge('rows', change.count)) };
    case 'insert-columns':
      return { patch: restoresLost(pushedToEdge('cols', change.count)) };
    case 'insert-cells': {
      const { axis, change: lines } = cellShiftOf(structural, false)!;
      return { patch: restoresLost(pushedToEdge(axis, lines.count)) };
    }
    case 'delete-cells': {
      const { axis, change: lines, band } = cellShiftOf(structural, false)!;
      return { patch: restoresLost(namesCellsIn(axis, lines.at, lines.count, band)), insertedBand: true };
    }
    case 'delete-rows':
    case 'delete-columns':
    case 'move-rows':
    case 'move-columns':
      return RANGE_OR_REF_LOST;
    default:
      return 'all';
  }
}
