import type { EvalLogSink } from '../log/sink.js';
import { cycleComponents } from './cycle-members.js';
import { Schedule } from './schedule.js';
import { CLEAN, DIRTY, type FormulaCell, type RangeVertex, type Vertex } from './sheet-data.js';

export interface RecalcHost {
  successors(v: Vertex, out: Vertex[]): void;
  /** Computes a formula; true when its value changed. */
  evaluate(cell: FormulaCell): boolean;
  /** Gives a formula caught in a cycle its value without computing it: #REF!, or its last value (Excel's rule). */
  cycle(cell: FormulaCell): void;
  /** Cycles are computed by Excel's iteration (`iterate`), each when what it reads is done, rather than given a value. */
  readonly iterative: boolean;
  /** Computes the formulas of cycles by iteration (they read only each other and what is done). */
  iterate(cells: readonly FormulaCell[]): void;
  /** The evaluation log, told of pruned formulas (null when logging is off). */
  readonly evalLog: EvalLogSink | null;
}

/**
 * One recalculation pass (Kahn's algorithm, no recursion): collect every vertex reachable from the
 * seeds while counting their precedents inside that set, then compute in topological order. A formula
 * is computed only when a precedent changed (pruning); when the queue runs dry with formulas waiting,
 * those on cycles get #REF! and what reads them is computed from it. Volatile formulas (INDIRECT,
 * OFFSET...) read cells the graph does not know of: they wait until nothing else is ready, so the formulas they read are not pulled out of order down long chains.
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
    // Per slot: 0 waiting, 1 ready (queued or deferred), 2 on a cycle. Only used once a cycle is met.
    let state: Uint8Array | undefined;
    let onCycles = 0;
    for (let i = 0; i < this.seeds; i++) {
      const v = list[i];
      if (v.indeg === 0) (v.dynamic ? deferred : queue).push(v);
    }
    for (let head = 0; ; head++) {
      if (head === queue.length && deferred.length === 0 && queue.length + onCycles < list.length) {
        state ??= readyState(list.length, queue);
        const found = this.breakCycles(state, queue, deferred);
        if (found === 0) break;
        onCycles += found;
      }
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
        if (--w.indeg === 0 && state?.[w.slot] !== 2) {
          if (state !== undefined) state[w.slot] = 1;
          (w.dynamic ? deferred : queue).push(w);
        }
      }
    }
    if (queue.length + onCycles < list.length) this.cycles();
    if (onCycles > 0 || queue.length < list.length) return undefined;
    if (anyDynamic || this.host.evalLog !== null) return undefined;
    return new Schedule(this.version, list.slice(0, this.seeds), queue, slots, starts, succ);
  }

  /**
   * Nothing is ready and formulas wait: some lie on cycles. Those get #REF! (as LibreOffice's Err:522,
   * Excel's warning), and what reads them is computed from that error like any value, as on a load or
   * after any edit: downstream formulas propagate it or catch it (IFERROR). Returns how many vertices
   * were on cycles; their successors that wait on nothing else are made ready.
   */
  private breakCycles(state: Uint8Array, queue: Vertex[], deferred: Vertex[]): number {
    const { list, succ, starts } = this;
    const components = cycleComponents(list.length, (slot) => state[slot] === 0, starts, succ, (v) => (v as Vertex).slot);
    const members = (this.host.iterative ? this.sources(components, state) : components).flat();
    for (const slot of members) state[slot] = 2;
    if (this.host.iterative) this.host.iterate(members.map((slot) => list[slot]).filter((v): v is FormulaCell => !v.isRange));
    for (const slot of members) {
      const v = list[slot];
      v.needsEval = false;
      if (!v.isRange && !this.host.iterative) this.host.cycle(v as FormulaCell);
      for (let k = starts[slot]; k < starts[slot + 1]; k++) {
        const w = succ[k];
        if (state[w.slot] !== 0) continue;
        w.needsEval = true;
        if (--w.indeg === 0) {
          state[w.slot] = 1;
          (w.dynamic ? deferred : queue).push(w);
        }
      }
    }
    return members.length;
  }

  /**
   * The cycles that read no formula still waiting outside them: iterated first, as Excel computes what a
   * cycle reads before it. (Nothing waiting is ready, so some cycle reads only what is done.)
   */
  private sources(components: number[][], state: Uint8Array): number[][] {
    const { list, succ, starts } = this;
    const componentOf = new Int32Array(list.length).fill(-1);
    components.forEach((component, c) => {
      for (const slot of component) componentOf[slot] = c;
    });
    const fed = new Uint8Array(components.length);
    for (let slot = 0; slot < list.length; slot++) {
      if (state[slot] !== 0) continue;
      for (let k = starts[slot]; k < starts[slot + 1]; k++) {
        const c = componentOf[(succ[k] as Vertex).slot];
        if (c >= 0 && c !== componentOf[slot]) fed[c] = 1;
      }
    }
    const sources = components.filter((_, c) => fed[c] === 0);
    return sources.length > 0 ? sources : components;
  }

  /** Whatever still waits (nothing should: every cycle was broken) gets #REF! rather than a stale value. */
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

/** Slot states once a pass meets a cycle: what the queue holds so far is ready. */
function readyState(count: number, queue: readonly Vertex[]): Uint8Array {
  const state = new Uint8Array(count);
  for (const v of queue) state[v.slot] = 1;
  return state;
}
