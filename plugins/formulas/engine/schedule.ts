import type { Vertex } from './sheet-data.js';

/**
 * The order a recalculation pass computed its vertices in, with each one's successors, kept for the
 * next pass with the same seeds: setting the same input cell again (a template run with new inputs)
 * replays the order instead of walking 100k vertices to find it again. It holds only while the
 * graph is unchanged (`version`), and only for passes without cycles or volatile formulas, whose
 * reads outside the graph need the walk's dirty marks.
 */
export class Schedule {
  constructor(
    readonly version: number,
    private readonly seeds: readonly Vertex[],
    /** Vertices in computing order. */
    readonly order: readonly Vertex[],
    /** Position of order[i]'s successors in `succ`: succ[starts[slots[i]]] to succ[starts[slots[i] + 1]]. */
    readonly slots: Int32Array,
    readonly starts: Int32Array,
    readonly succ: readonly Vertex[],
  ) {}

  /** Whether a pass of these seeds (in this order), on a graph of this version, may replay it. */
  matches(version: number, seeds: readonly Vertex[], count: number): boolean {
    if (version !== this.version || count !== this.seeds.length) return false;
    for (let i = 0; i < count; i++) if (seeds[i] !== this.seeds[i]) return false;
    return true;
  }
}
