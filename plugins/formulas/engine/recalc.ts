import type { EvalLogSink } from '../log/sink.js';
import { Schedule } from './schedule.js';
import { CLEAN, DIRTY, type FormulaCell, type RangeVertex, type Vertex } from './vertices.js';

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
 * seeds while counting their precedents inside that set, then compute in topological order. A formula
 * is computed only when a precedent changed (pruning); what is left when the queue runs dry is a cycle
 * (#REF!). Volatile formulas (INDIRECT, OFFSET...) read cells the graph does not know of: they wait
 * until nothing else is ready, so the formulas they read are not pulled out of order down long chains.
 *
 * Each vertex is touched as few times as possible (a 100k-formula chain is 100k scattered objects):
 * collecting and counting are one walk, only seeds can start with no precedent in the set, and a pass
 * whose seeds and graph are those of the last one replays its order (schedule.ts) without any walk.
 * Outside a pass every vertex's `needsEval` is false: a replay relies on it.
 */
export class RecalcPass {
  private readonly list: Vertex[] = [];
  private readonly succ: Vertex[] = [];
  private starts = new Int32Array(1024);
  private seeds = 0;
  evaluated = 0;

  constructor(
    private readonly host: RecalcHost,
    private readonly epoch: number,
    /** The graph's version when the pass starts (Schedule). */
    private readonly version: number,
  ) {}

  /** Adds a vertex whose inputs changed (an edited formula, a volatile one, a reader of a changed cell). */
  seed(v: Vertex): void {
    this.collect(v);
    v.needsEval = true;
    this.seeds = this.list.length;
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

  /**
   * Computes what the seeds reach. Returns the schedule to keep for the next pass: `last` when it was
   * replayed, this pass's own when it can be replayed, or undefined.
   */
  run(last: Schedule | undefined): Schedule | undefined {
    if (last !== undefined && this.host.evalLog === null && last.matches(this.version, this.list, this.seeds)) {
      this.replay(last);
      return last;
    }
    this.walk();
    return this.compute();
  }

  /** Successors of every collected vertex (the list grows as it is walked), each counted once per edge. */
  private walk(): void {
    const { list, succ, host } = this;
    for (let i = 0; i < list.length; i++) {
      const from = succ.length;
      this.startAt(i, from);
      host.successors(list[i], succ);
      for (let k = from; k < succ.length; k++) {
        const w = succ[k];
        this.collect(w);
        w.indeg++;
      }
    }
    this.startAt(list.length, succ.length);
  }

  private startAt(i: number, offset: number): void {
    if (i === this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[i] = offset;
  }

  private compute(): Schedule | undefined {
    const { list, succ, starts } = this;
    const queue: Vertex[] = [];
    const deferred: Vertex[] = [];
    const slots = new Int32Array(list.length);
    let anyDynamic = false;
    for (let i = 0; i < this.seeds; i++) {
      const v = list[i];
      if (v.indeg === 0) (v.dynamic ? deferred : queue).push(v);
    }
    for (let head = 0; ; head++) {
      if (head === queue.length) {
        if (deferred.length === 0) break;
        anyDynamic = true;
        for (const d of deferred) queue.push(d); // no spread: there may be 100k of them
        deferred.length = 0;
      }
      const v = queue[head];
      slots[head] = v.slot;
      const changed = this.process(v);
      v.needsEval = false;
      const end = starts[v.slot + 1];
      for (let k = starts[v.slot]; k < end; k++) {
        const w = succ[k];
        if (changed) w.needsEval = true;
        if (--w.indeg === 0) (w.dynamic ? deferred : queue).push(w);
      }
    }
    if (queue.length < list.length) {
      this.cycles();
      return undefined;
    }
    if (anyDynamic || this.host.evalLog !== null) return undefined;
    return new Schedule(this.version, list.slice(0, this.seeds), queue, slots, starts, succ);
  }

  /** What never reached the queue waits on a cycle: #REF!. */
  private cycles(): void {
    for (const v of this.list) {
      v.needsEval = false;
      if (!v.isRange && (v as FormulaCell).state !== CLEAN) this.host.cycle(v as FormulaCell);
    }
  }

  /**
   * The last pass's order again. Only seeds are dirty: no formula of the order reads outside the
   * graph (no volatile ones), so each reads only vertices computed before it.
   */
  private replay(schedule: Schedule): void {
    const { order, slots, starts, succ } = schedule;
    const host = this.host;
    for (let i = 0; i < order.length; i++) {
      const v = order[i];
      if (!v.needsEval) continue;
      v.needsEval = false;
      if (!v.isRange) {
        this.evaluated++;
        if (!host.evaluate(v as FormulaCell)) continue;
      }
      const slot = slots[i];
      const end = starts[slot + 1];
      for (let k = starts[slot]; k < end; k++) succ[k].needsEval = true;
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
