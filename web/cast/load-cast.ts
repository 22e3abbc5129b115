import type { CastLayout } from '../../plugins/casts/index.js';
import { pageRequestUrl, type ViewerQuery } from './viewer-query.js';

/** A cast that could not be loaded: the server's `{ error }` text and its status (0: no answer). */
export class CastLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function loadPage(url: string): Promise<CastLayout> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new CastLoadError('The cast could not be loaded: the server did not answer.', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : `${response.status} ${response.statusText}`;
    throw new CastLoadError(error, response.status);
  }
  return body as CastLayout;
}

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
