import type { LineChange } from './line-change.js';
import { FormulaMoves } from './formula-moves.js';
import { SheetRange } from './range-ref.js';
import { RecalcPass, type RecalcHost } from './recalc.js';
import { RefMover } from './ref-mover.js';
import { Reshapes } from './reshapes.js';
import type { ShapeCache } from './shape.js';
import { SheetData } from './sheet-data.js';

/**
 * One instance of each class the engine makes for one evaluation, pass or change, kept for the
 * process's life. V8 forgets the hidden class of objects that all died in a full garbage collection
 * and throws away the optimized code that knew it: a SheetRange lives for one evaluation, a
 * RecalcPass for one pass, FormulaMoves and RefMover for one structural change, so after every major
 * collection the next change ran its hot loops unoptimized while they were compiled again (W2's
 * delete-column read its 1,000 row sums' 200k values that way: `--trace-deopt` said "weak objects").
 * A kept instance keeps the class, and the code stays.
 */
const sheet = new SheetData('', '');
const change: LineChange = { kind: 'insert', at: 0, count: 0 };
const host: RecalcHost = { successors: () => undefined, evaluate: () => false, cycle: () => undefined, iterative: false, iterate: () => undefined, evalLog: null };
const mover = new RefMover(sheet, 'rows', change, () => undefined);
const reshapes = new Reshapes({} as ShapeCache, () => undefined);

export const KEPT_INSTANCES: readonly object[] = [
  new SheetRange({ pull: () => undefined }, sheet, 0, 0, 0, 0),
  new RecalcPass(host, 0, 0),
  mover,
  reshapes,
  new FormulaMoves(sheet, 'rows', change, mover, reshapes, []),
];
