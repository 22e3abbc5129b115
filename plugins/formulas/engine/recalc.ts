import type { EvalLogSink } from '../log/sink.js';
import { CLEAN, DIRTY, type FormulaCell, type RangeVertex, type Vertex } from './vertices.js';

/**
 * Volatile formulas (INDIRECT, OFFSET...) read cells the graph does not know of: computing them after
 * everything else keeps the formulas they read from being pulled out of order down long chains.
 */
function isDynamic(v: Vertex): boolean {
  return !v.isRange && (v as FormulaCell).shape.volatile;
}

export interface RecalcHost {
  successors(v: Vertex, out: Vertex[]): void;
  /** Computes a formula; true when its value changed. */
  evaluate(cell: FormulaCell): boolean;
  /** Gives #REF! to a formula caught in a cycle; true when its value changed. */
  cycle(cell: FormulaCell): void;
  /** The evaluation log, told of pruned formulas (null when logging is off). */
  readonly evalLog: EvalLogSink | null;
}

/**
 * One recalculation pass (Kahn's algorithm, no recursion): collect every vertex reachable from the
 * seeds, count precedents inside that set, then compute in topological order. A formula is computed
 * only when a precedent changed (pruning); what is left when the queue runs dry is a cycle (#REF!).
 */
export class RecalcPass {
  private readonly list: Vertex[] = [];
  private readonly succ: Vertex[] = [];
  private readonly starts: number[] = [];
  evaluated = 0;

  constructor(private readonly host: RecalcHost, private readonly epoch: number) {}

  /** Adds a vertex whose inputs changed (an edited formula, a volatile one, a reader of a changed cell). */
  seed(v: Vertex): void {
    this.collect(v);
    v.needsEval = true;
  }

  private collect(v: Vertex): void {
    if (v.mark === this.epoch) return;
    v.mark = this.epoch;
    v.slot = this.list.length;
    v.indeg = 0;
    v.needsEval = false;
    if (!v.isRange) {
      const cell = v as FormulaCell;
      cell.state = DIRTY;
      cell.pulledChange = false;
    }
    this.list.push(v);
  }

  run(): void {
    const { list, succ, starts, host } = this;
    for (let i = 0; i < list.length; i++) {
      starts[i] = succ.length;
      host.successors(list[i], succ);
      for (let k = starts[i]; k < succ.length; k++) this.collect(succ[k]);
    }
    starts[list.length] = succ.length;
    for (let k = 0; k < succ.length; k++) succ[k].indeg++;
    const queue: Vertex[] = [];
    const deferred: Vertex[] = [];
    for (const v of list) if (v.indeg === 0) (isDynamic(v) ? deferred : queue).push(v);
    for (let head = 0; ; head++) {
      if (head === queue.length) {
        if (deferred.length === 0) break;
        for (const d of deferred) queue.push(d); // no spread: there may be 100k of them
        deferred.length = 0;
      }
      const v = queue[head];
      const changed = this.process(v);
      const end = starts[v.slot + 1];
      for (let k = starts[v.slot]; k < end; k++) {
        const w = succ[k];
        if (changed) w.needsEval = true;
        if (--w.indeg === 0) (isDynamic(w) ? deferred : queue).push(w);
      }
    }
    if (queue.length < list.length) {
      // what never reached the queue waits on a cycle
      for (const v of list) if (!v.isRange && (v as FormulaCell).state !== CLEAN) host.cycle(v as FormulaCell);
    }
  }

  private process(v: Vertex): boolean {
    if (v.isRange) return (v as RangeVertex).needsEval;
    const cell = v as FormulaCell;
    if (cell.state === CLEAN) return cell.pulledChange;
    if (!cell.needsEval) {
      cell.state = CLEAN;
      if (this.host.evalLog !== null) this.host.evalLog.skipped(cell);
      return false;
    }
    this.evaluated++;
    return this.host.evaluate(cell);
  }
}
