import type { StructuralChange } from '../../../kernel/index.js';
import { type LineChange, mapLine } from './line-change.js';

/** One change of whole lines (rows or columns) of one sheet, as the engine moves them. */
export interface LineStep {
  readonly sheetId: string;
  readonly axis: 'rows' | 'cols';
  readonly change: LineChange;
}

/**
 * The changes of lines a batch of structural changes makes, in the order the engine applies them: a
 * command's (or redo's) as listed, an undo's inverted and last first. Undefined when one of them is
 * not a change of whole lines (cells shifted, a sheet renamed or deleted, rows sorted).
 */
export function lineStepsOf(structural: readonly StructuralChange[], undo: boolean): LineStep[] | undefined {
  const steps: LineStep[] = [];
  for (const change of structural) {
    const step = lineStepOf(change);
    if (step === undefined) return undefined;
    steps.push(step);
  }
  return undo ? steps.reverse().map(inverse) : steps;
}

function lineStepOf(change: StructuralChange): LineStep | undefined {
  switch (change.kind) {
    case 'insert-rows':
    case 'insert-columns':
      return { sheetId: change.sheetId, axis: axisOf(change.kind), change: { kind: 'insert', at: change.at, count: change.count } };
    case 'delete-rows':
    case 'delete-columns':
      return { sheetId: change.sheetId, axis: axisOf(change.kind), change: { kind: 'delete', at: change.at, count: change.count } };
    case 'move-rows':
    case 'move-columns':
      return { sheetId: change.sheetId, axis: axisOf(change.kind), change: { kind: 'move', from: change.from, count: change.count, to: change.to } };
    default:
      return undefined;
  }
}

const axisOf = (kind: string): 'rows' | 'cols' => (kind.endsWith('rows') ? 'rows' : 'cols');

/** The change that takes `step` back: an insert's delete, a delete's insert, a move of the block back. */
function inverse(step: LineStep): LineStep {
  const { change } = step;
  switch (change.kind) {
    case 'insert':
      return { ...step, change: { kind: 'delete', at: change.at, count: change.count } };
    case 'delete':
      return { ...step, change: { kind: 'insert', at: change.at, count: change.count } };
    case 'move': {
      // Moved down, the block sits just before `to`; moved up, it starts at `to`.
      const down = change.to > change.from;
      const at = down ? change.to - change.count : change.to;
      return { ...step, change: { kind: 'move', from: at, count: change.count, to: down ? change.from : change.from + change.count } };
    }
  }
}

/**
 * Whether `steps`, applied to the lines `before` of one sheet's axis, give the lines `after`: every
 * line kept lands where `after` has it, and the lines inserted take the places of the new ids. The
 * engine moves a batch in place only when its ids agree with its changes.
 */
export function stepsGive(before: readonly string[], after: readonly string[], steps: readonly LineStep[]): boolean {
  let ids: (string | undefined)[] = [...before];
  for (const { change } of steps) {
    const length = ids.length + (change.kind === 'insert' ? change.count : change.kind === 'delete' ? -change.count : 0);
    if (length < 0 || (change.kind !== 'insert' && lastLine(change) >= ids.length) || (change.kind === 'insert' && change.at > ids.length)) return false;
    const moved: (string | undefined)[] = new Array(length);
    for (let i = 0; i < ids.length; i++) {
      const to = mapLine(change, i);
      if (to >= 0) moved[to] = ids[i];
    }
    ids = moved;
  }
  if (ids.length !== after.length) return false;
  const known = new Set(before);
  for (let i = 0; i < ids.length; i++) if (ids[i] === undefined ? known.has(after[i]) : ids[i] !== after[i]) return false;
  return true;
}

/** The last line a delete or a move reads (a move to the end reads up to just before `to`). */
function lastLine(change: LineChange): number {
  if (change.kind === 'delete') return change.at + change.count - 1;
  if (change.kind === 'move') return Math.max(change.from + change.count - 1, change.to - 1);
  return change.at;
}

/** Where line `index` of a sheet's axis goes through `steps` (-1 when a step deletes it). */
export function lineAfter(steps: readonly LineStep[], sheetId: string, axis: 'rows' | 'cols', index: number): number {
  let line = index;
  for (const step of steps) {
    if (step.sheetId !== sheetId || step.axis !== axis) continue;
    line = mapLine(step.change, line);
    if (line < 0) return -1;
  }
  return line;
}
