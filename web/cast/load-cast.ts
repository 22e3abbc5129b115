import type { CastLayout } from '../../plugins/casts/index.js';
import { paperLayout } from '../../plugins/casts/paper.js';
import { loadLayout as loadPage } from './cast-api.js';
import { pageRequestUrl, type ViewerQuery } from './viewer-query.js';

/** The pages to show, and for a PDF on paper the scale that makes the cast the page's width. */
export interface LoadedCast {
  readonly pages: CastLayout[];
  readonly scale: number;
}

/**
 * The pages to show: the one asked for, or for PDF (with no row offset named) every page in order, so
 * that the printout has one PDF page per cast page. On paper the cast's rows are paged by the paper,
 * not the viewport: a first look at the cast (a viewport of one pixel row: its width, and no cells but
 * its first row's) gives the width, hence the scale and the height of rows a page holds.
 */
export async function loadCast(query: ViewerQuery): Promise<LoadedCast> {
  let viewport = query.viewport;
  let scale = 1;
  if (query.forPdf && query.paper !== 'content') {
    const glance = await loadPage(pageRequestUrl(query, undefined, '1x1'));
    const laid = paperLayout(glance.pages[0]?.width ?? 1, query.paper, query.orientation);
    viewport = laid.viewport;
    scale = laid.scale;
  }
  const first = await loadPage(pageRequestUrl(query, query.rowOffset, viewport));
  if (!query.forPdf || query.rowOffset !== undefined) return { pages: [first], scale };
  const rest = await Promise.all(first.pages.slice(1).map((page) => loadPage(pageRequestUrl(query, String(page.rowOffset), viewport))));
  return { pages: [first, ...rest], scale };
}
