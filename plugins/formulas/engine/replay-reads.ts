import type { Patch } from 'immer';
import type { StructuralChange } from '../../../kernel/index.js';
import type { Cell } from '../../workbook/model/index.js';
import { MAX_ROWS } from '../parser/index.js';
import type { CellFilter } from './cell-changes.js';
import type { PatchSource } from './engine.js';

/**
 * Which of a document change's replaced cells the engine reads after moving lines in place: none,
 * all, or those of the patches `patch` keeps (by the restored content alone, looking nothing up) of
 * which the cells `cell` keeps (by the cell before and after).
 */
export type ReplayReads = 'none' | 'all' | { readonly patch?: (patch: Patch) => boolean; readonly cell?: CellFilter };

const formulaOf = (cell: Cell | undefined): string | undefined => {
  const formula = cell?.formula;
  return formula !== undefined && formula.trim() !== '' ? formula : undefined;
};

/**
 * A formula the change rewrote from `was` to `is` whose text the engine's move may not give: one the
 * command being undone made `#REF!` (a reference into deleted lines or pushed off the sheet), or, when
 * `ranges`, one with a range (a deleted corner shrinks a range, which the insert undoing it does not
 * grow back). A cell that is not a formula on both sides (restored into lines the undo inserts, or
 * emptied) is read too.
 */
function lossyRewrite(ranges: boolean): CellFilter {
  return (was, is) => {
    const before = formulaOf(was);
    if (before === undefined || formulaOf(is) === undefined) return true;
    return before.includes('#REF!') || (ranges && before.includes(':'));
  };
}

const REF_LOST = { cell: lossyRewrite(false) };
const RANGE_OR_REF_LOST = { cell: lossyRewrite(true) };

/**
 * Rows inserted lose nothing but references pushed past the sheet's last row (MAX_ROWS), which the
 * insert cut or made #REF!: a restored formula is read when a number in its text names a row that
 * far (more than it needs: any number that large, a literal too), or when the patch is not a row of
 * cells as the adjuster writes them. Reads the patch's own value: an undone insert on W1 restores
 * 100,000 rows, and looking each one up in the documents cost 60 ms.
 */
function rowsPushedOff(count: number): (patch: Patch) => boolean {
  const limit = MAX_ROWS - count;
  return (patch) => {
    if (patch.path.length !== 5 || patch.op === 'remove' || typeof patch.value !== 'object' || patch.value === null) return true;
    for (const cell of Object.values(patch.value as Readonly<Record<string, Cell>>)) {
      const formula = cell?.formula;
      if (formula !== undefined && namesNumberOver(formula, limit)) return true;
    }
    return false;
  };
}

function namesNumberOver(text: string, limit: number): boolean {
  let number = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      number = number * 10 + (code - 48);
      if (number > limit) return true;
    } else number = 0;
  }
  return false;
}

/**
 * The cells of a change whose lines the engine moved in place that it must read as well. A command
 * changes cells only through the formulas adjuster (whose rewrites the move matches) and by deleting
 * lines (which the move does): none. A redo replays the command's patches: none either. An undo
 * restores texts the move of its inverse mostly gives back: undoing an insert reads only formulas the
 * insert cut at the sheet's edge (cells inserted with a shift grow the sheet instead: none); undoing a
 * delete or a move of lines also reads formulas with ranges and the restored cells of the deleted
 * lines. The undo of a deleted cell shift (cells move between ids: no text at an id tells what the
 * move gives there), a batch, or a change of unknown origin (no `structural` given) reads every
 * replaced cell. A step with one structural change is taken as that command alone: a kernel batch
 * joining a structural command and cell edits in one undo step (none in the code) would need reads.
 */
export function replayReads(source: PatchSource, structural: readonly StructuralChange[]): ReplayReads {
  if (source === 'command' || source === 'redo') return 'none';
  if (source !== 'undo' || structural.length !== 1) return 'all';
  const change = structural[0];
  switch (change.kind) {
    case 'insert-rows':
      return { patch: rowsPushedOff(change.count) };
    case 'insert-columns':
      return REF_LOST;
    case 'insert-cells':
      return 'none';
    case 'delete-rows':
    case 'delete-columns':
    case 'move-rows':
    case 'move-columns':
      return RANGE_OR_REF_LOST;
    default:
      return 'all';
  }
}
