import type { Orientation, PdfPaper } from '../../plugins/casts/paper.js';
import { castEntryPage } from '../../plugins/casts/viewer-routes.js';

/**
 * The cast viewer's address (SPEC section 2): /app/casts/{castToken} or /app/shadows/{shadowToken}/cast,
 * with viewport, rowOffset, clientId, forPdf, recommendedCast, stylesheet and enableCastWorkflow.
 */
export interface ViewerQuery {
  /** The API answering one page of this cast. */
  readonly apiPath: string;
  /** The branding fonts' CSS: the cast's account's, by cast token, or the signed-in account's. */
  readonly fontsPath: string;
  /** Passed through: the server checks them (a viewport of text or a bad rowOffset is a clear 400). */
  readonly viewport: string | undefined;
  readonly rowOffset: string | undefined;
  readonly clientId: string | undefined;
  readonly recommendedCast: string | undefined;
  readonly forPdf: boolean;
  /** For PDF: A4 or Letter (the cast scaled to the page width, its rows paged by the paper), or the cast's own size. */
  readonly paper: PdfPaper;
  readonly orientation: Orientation;
  readonly enableCastWorkflow: boolean;
  readonly stylesheet: string | undefined;
}

const flag = (value: string | null): boolean => value === 'true' || value === '1';
const optional = (value: string | null): string | undefined => (value === null || value === '' ? undefined : value);

/** Reads the viewer's query from a location; undefined when the path is not a cast viewer's. */
export function readViewerQuery(location: { pathname: string; search: string }): ViewerQuery | undefined {
  const page = castEntryPage(location.pathname);
  if (page?.kind !== 'viewer') return undefined;
  const apiPath = page.api;
  const fontsPath = page.fonts;
  const query = new URLSearchParams(location.search);
  return {
    apiPath,
    fontsPath,
    viewport: optional(query.get('viewport')),
    rowOffset: optional(query.get('rowOffset')),
    clientId: optional(query.get('clientId')),
    recommendedCast: optional(query.get('recommendedCast')),
    forPdf: flag(query.get('forPdf')),
    paper: query.get('paper') === 'a4' || query.get('paper') === 'letter' ? (query.get('paper') as PdfPaper) : 'content',
    orientation: query.get('orientation') === 'landscape' ? 'landscape' : 'portrait',
    enableCastWorkflow: flag(query.get('enableCastWorkflow')),
    stylesheet: optional(query.get('stylesheet')),
  };
}

/** The API address of one page: the query's parameters, with this page's row offset. */
export function pageRequestUrl(query: ViewerQuery, rowOffset: string | undefined, viewport: string | undefined = query.viewport): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value !== undefined && params.set(key, value);
  set('viewport', viewport);
  set('rowOffset', rowOffset);
  set('clientId', query.clientId);
  set('recommendedCast', query.recommendedCast);
  if (query.forPdf) params.set('forPdf', 'true');
  const search = params.toString();
  return search ? `${query.apiPath}?${search}` : query.apiPath;
}

/** The viewer's own address showing the page at a row offset (sent to the parent with the overflow pages). */
export function pageViewerUrl(href: string, rowOffset: number): string {
  const url = new URL(href);
  url.searchParams.set('rowOffset', String(rowOffset));
  return url.toString();
}
