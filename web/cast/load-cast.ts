import type { CastLayout } from '../../plugins/casts/index.js';
import { loadLayout as loadPage } from './cast-api.js';
import { pageRequestUrl, type ViewerQuery } from './viewer-query.js';

/**
 * The pages to show: the one asked for, or for PDF (with no row offset named) every page in order, so
 * that the printout has one PDF page per cast page.
 */
export async function loadCast(query: ViewerQuery): Promise<CastLayout[]> {
  const first = await loadPage(pageRequestUrl(query, query.rowOffset));
  if (!query.forPdf || query.rowOffset !== undefined) return [first];
  const rest = await Promise.all(first.pages.slice(1).map((page) => loadPage(pageRequestUrl(query, String(page.rowOffset)))));
  return [first, ...rest];
}
