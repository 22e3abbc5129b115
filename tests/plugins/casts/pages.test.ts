import { describe, expect, it } from 'vitest';
import { pageAt, paginate } from '../../../plugins/casts/pages.js';

const twenty = (count: number) => Array.from({ length: count }, () => 20);
const starts = (pages: { start: number }[]) => pages.map((page) => page.start);

describe('cast pagination', () => {
  it('keeps every row on one page without a height limit', () => {
    expect(paginate(twenty(10), 2, undefined)).toEqual([{ start: 0, count: 10, headerCount: 0, height: 200 }]);
  });

  it('splits rows so each page fills the viewport height exactly when sizes allow', () => {
    const pages = paginate(twenty(10), 0, 100);
    expect(starts(pages)).toEqual([0, 5]);
    expect(pages.map((page) => page.height)).toEqual([100, 100]);
  });

  it('repeats the header rows above every page after the first and counts their height', () => {
    const pages = paginate(twenty(10), 2, 100);
    // Page 1: rows 0-4. Then 2 header rows (40 px) leave room for 3 rows a page.
    expect(pages).toEqual([
      { start: 0, count: 5, headerCount: 0, height: 100 },
      { start: 5, count: 3, headerCount: 2, height: 100 },
      { start: 8, count: 2, headerCount: 2, height: 80 },
    ]);
  });

  it('lets hidden rows (zero height) ride along without taking space', () => {
    const heights = [20, 0, 0, 20, 20, 20, 20];
    expect(paginate(heights, 0, 60).map((page) => [page.start, page.count])).toEqual([[0, 5], [5, 2]]);
  });

  it('gives a row taller than the viewport a page of its own, so pagination ends', () => {
    expect(paginate([20, 500, 20], 0, 100).map((page) => [page.start, page.count])).toEqual([[0, 1], [1, 1], [2, 1]]);
  });

  it('still moves forward when the header rows alone fill the viewport', () => {
    const pages = paginate(twenty(4), 3, 50);
    expect(starts(pages)).toEqual([0, 2, 3]);
    expect(pages[1]).toEqual({ start: 2, count: 1, headerCount: 2, height: 60 });
  });

  it('repeats only the header rows above an offset that starts inside them', () => {
    expect(pageAt(twenty(10), 3, 1, 100)).toEqual({ start: 1, count: 4, headerCount: 1, height: 100 });
  });
});
