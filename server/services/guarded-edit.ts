import type { LockedCells } from '../../plugins/locks/index.js';
import { parseCellId } from '../../plugins/workbook/cell-store.js';
import type { CheckedText } from '../../plugins/workbook/file/index.js';

const decoder = new TextDecoder();

/**
 * Whether a save accepted as an edit of a few cells of the last one (acceptCellEdits) changes a locked
 * cell or a note, which only the whole check may judge (shadowChangeRefusal). The edit spans whole cell
 * members of one sheet: those are found in the new text's index and looked up in the last save's locks
 * (the text outside them, rows, columns and locks included, is the last save's byte for byte).
 */
export function editNeedsWholeCheck(previous: CheckedText, next: CheckedText, locked: LockedCells): boolean {
  const edit = next.edit;
  if (!edit || (edit.cut === 0 && edit.text === '')) return false;
  const members = next.members;
  const end = edit.at + Buffer.byteLength(edit.text);
  for (let k = firstEndingAfter(members.ends, edit.at); k < members.starts.length && members.starts[k] < end; k++) {
    const ids = parseCellId(members.keys[k]);
    if (!ids || locked.has(members.sheetIds[members.blocks[k]], ids.rowId, ids.columnId)) return true;
  }
  const before = decoder.decode(previous.bytes.subarray(edit.at, edit.at + edit.cut));
  return notesDiffer(before, edit.text);
}

/** The first member whose text ends after `offset` (ends are increasing). */
function firstEndingAfter(ends: Int32Array, offset: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ends[middle] <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether two runs of cell members (`"id":{...},...`) give any cell another note; unreadable ones count as differing. */
function notesDiffer(before: string, after: string): boolean {
  const notes = (members: string): Map<string, unknown> | undefined => {
    try {
      const cells = JSON.parse(`{${members.replace(/^\s*,|,\s*$/g, '')}}`) as Record<string, { note?: unknown } | null>;
      return new Map(Object.entries(cells).map(([id, cell]) => [id, cell?.note]));
    } catch {
      return undefined;
    }
  };
  const old = notes(before);
  const now = notes(after);
  if (!old || !now) return true;
  for (const id of new Set([...old.keys(), ...now.keys()])) if (old.get(id) !== now.get(id)) return true;
  return false;
}
