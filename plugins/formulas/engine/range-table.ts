import type { RangeVertex, SheetData } from './sheet-data.js';

type Bucket = RangeVertex | RangeVertex[];

/** A small-integer hash of a rectangle: Map keys that V8 hashes without allocating (no string per lookup). */
function hashOf(top: number, left: number, bottom: number, right: number): number {
  return (Math.imul(top, 0x9e3779b1) ^ Math.imul(left, 0x85ebca77) ^ Math.imul(bottom, 0xc2b2ae3d) ^ Math.imul(right, 0x27d4eb2f)) & 0x3fffffff;
}

function isAt(rv: RangeVertex, sheet: SheetData, top: number, left: number, bottom: number, right: number): boolean {
  return rv.top === top && rv.left === left && rv.bottom === bottom && rv.right === right && rv.sheet === sheet;
}

/**
 * Range vertices by coordinates. Lookups happen on every memoised read of a range made at run time
 * (the first column of a VLOOKUP table, OFFSET results): 25k lookups per recalculation must not
 * build 25k key strings.
 */
export class RangeTable {
  private readonly buckets = new Map<number, Bucket>();

  get(sheet: SheetData, top: number, left: number, bottom: number, right: number): RangeVertex | undefined {
    const bucket = this.buckets.get(hashOf(top, left, bottom, right));
    if (bucket === undefined) return undefined;
    if (!Array.isArray(bucket)) return isAt(bucket, sheet, top, left, bottom, right) ? bucket : undefined;
    for (const rv of bucket) if (isAt(rv, sheet, top, left, bottom, right)) return rv;
    return undefined;
  }

  add(rv: RangeVertex): void {
    const hash = hashOf(rv.top, rv.left, rv.bottom, rv.right);
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, rv);
    else if (Array.isArray(bucket)) bucket.push(rv);
    else this.buckets.set(hash, [bucket, rv]);
  }

  delete(rv: RangeVertex): void {
    const hash = hashOf(rv.top, rv.left, rv.bottom, rv.right);
    const bucket = this.buckets.get(hash);
    if (bucket === rv) this.buckets.delete(hash);
    else if (Array.isArray(bucket)) {
      const i = bucket.indexOf(rv);
      if (i >= 0) bucket.splice(i, 1);
      if (bucket.length === 1) this.buckets.set(hash, bucket[0]);
    }
  }

  clear(): void {
    this.buckets.clear();
  }
}
