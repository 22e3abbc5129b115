/** What the lists need of a range vertex (sheet-data.ts RangeVertex): its rows, and whether it holds a cell. */
export interface WideArea {
  readonly top: number;
  readonly bottom: number;
  contains(row: number, col: number): boolean;
}

/**
 * Rows per block: a wide range is listed in each block of 8 rows it covers. With blocks of 64 rows,
 * each of W2's 1,000 changed row sums still checked the 64 one-row ranges of its block twice (memo
 * upkeep, successors): 128k checks, half as many as the values its recalculation reads.
 */
const BLOCK_SHIFT = 3;
/** A range over more blocks (256 rows) than this is listed once, in the list every lookup scans. */
const MAX_BLOCKS = 32;

/**
 * A sheet's range vertices too wide for the per-column lists (sheet-data.ts), found by row. W2's
 * 1,000 row sums are 1,000 wide ranges: a changed cell checked each of them (a recalculation that
 * changes the 1,000 sums made 2 million checks), and now checks those listed in its block of rows.
 * A range's corners must not change while it is listed (a structural change clears the lists first).
 */
export class WideRanges<T extends WideArea> {
  private readonly blocks = new Map<number, T[]>();
  private readonly tall: T[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(rv: T): void {
    this.count++;
    const first = rv.top >> BLOCK_SHIFT;
    const last = rv.bottom >> BLOCK_SHIFT;
    if (last - first >= MAX_BLOCKS) {
      this.tall.push(rv);
      return;
    }
    for (let b = first; b <= last; b++) {
      const list = this.blocks.get(b);
      if (list === undefined) this.blocks.set(b, [rv]);
      else list.push(rv);
    }
  }

  delete(rv: T): void {
    const first = rv.top >> BLOCK_SHIFT;
    const last = rv.bottom >> BLOCK_SHIFT;
    const lists = last - first >= MAX_BLOCKS ? [this.tall] : Array.from({ length: last - first + 1 }, (_, i) => this.blocks.get(first + i));
    let found = false;
    lists.forEach((list, k) => {
      const i = list === undefined ? -1 : list.indexOf(rv);
      if (i < 0) return;
      list!.splice(i, 1);
      if (list!.length === 0 && list !== this.tall) this.blocks.delete(first + k);
      found = true;
    });
    if (found) this.count--;
  }

  clear(): void {
    this.blocks.clear();
    this.tall.length = 0;
    this.count = 0;
  }

  /** The ranges holding (row, col), each once, added to `out`. */
  collect(row: number, col: number, out: { push(area: T): unknown }): void {
    if (this.count === 0) return;
    const tall = this.tall;
    for (let i = 0; i < tall.length; i++) if (tall[i].contains(row, col)) out.push(tall[i]);
    const list = this.blocks.get(row >> BLOCK_SHIFT);
    if (list !== undefined) for (let i = 0; i < list.length; i++) if (list[i].contains(row, col)) out.push(list[i]);
  }

  /** Every listed range, each once. */
  *[Symbol.iterator](): Generator<T> {
    yield* this.tall;
    const seen = new Set<T>();
    for (const list of this.blocks.values()) {
      for (const rv of list) {
        if (seen.has(rv)) continue;
        seen.add(rv);
        yield rv;
      }
    }
  }
}
