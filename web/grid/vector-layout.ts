/**
 * Positions of rows (or columns) along one axis: prefix sums of their sizes, so the offset of a
 * vector and the vector at a pixel are O(1) and O(log n). Hidden vectors have size 0.
 */
export class VectorLayout {
  private readonly offsets: Float64Array;

  constructor(readonly sizes: ArrayLike<number>) {
    this.offsets = new Float64Array(sizes.length + 1);
    for (let i = 0; i < sizes.length; i++) this.offsets[i + 1] = this.offsets[i] + sizes[i];
  }

  get count(): number {
    return this.sizes.length;
  }

  get total(): number {
    return this.offsets[this.sizes.length];
  }

  start(index: number): number {
    return this.offsets[Math.max(0, Math.min(index, this.sizes.length))];
  }

  size(index: number): number {
    return this.sizes[index] ?? 0;
  }

  /** The vector under a pixel offset (the last one past the end, 0 before the start). */
  indexAt(offset: number): number {
    if (offset <= 0) return 0;
    let lo = 0;
    let hi = this.sizes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The next visible vector from `index` in a direction, or `index` itself at the edge. */
  nextVisible(index: number, step: 1 | -1): number {
    for (let i = index + step; i >= 0 && i < this.sizes.length; i += step) {
      if (this.sizes[i] > 0) return i;
    }
    return index;
  }
}
