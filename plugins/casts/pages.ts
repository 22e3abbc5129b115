/** A run of the area's rows shown on one page, after the repeated header rows. */
export interface PageSpan {
  readonly start: number;
  readonly count: number;
  /** The header rows repeated above `start`: the first min(repeatHeaderRows, start) rows. */
  readonly headerCount: number;
  /** Drawn height, the title rows and header rows included. */
  readonly height: number;
}

/**
 * The page that starts at row `start`: `above` pixels of title rows (frozen rows above the area) on
 * every page, the header rows above it, then rows while they fit in `available` pixels (no limit when
 * undefined). A page always takes at least one row, so a row taller than the viewport still gets a page
 * and pagination always ends.
 */
export function pageAt(heights: readonly number[], headerRows: number, start: number, available: number | undefined, above = 0): PageSpan {
  const headerCount = Math.min(headerRows, start);
  let height = above + sum(heights, 0, headerCount);
  let count = 0;
  while (start + count < heights.length) {
    const next = heights[start + count];
    if (count > 0 && available !== undefined && height + next > available) break;
    height += next;
    count++;
  }
  return { start, count, headerCount, height };
}

/** Pages from the first row to the last, each starting where the previous one ended. */
export function paginate(heights: readonly number[], headerRows: number, available: number | undefined, above = 0): PageSpan[] {
  const pages: PageSpan[] = [];
  for (let start = 0; start < heights.length;) {
    const page = pageAt(heights, headerRows, start, available, above);
    pages.push(page);
    start += page.count;
  }
  return pages;
}

export function sum(values: readonly number[], from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i];
  return total;
}
