import { castEntryPage } from '../../plugins/casts/viewer-routes.js';

/** A request the printing browser makes, as Playwright's route sees it. */
export interface PrinterRequest {
  readonly url: string;
  readonly method: string;
  readonly resourceType: string;
}

/**
 * What becomes of it: `own` goes to this server with the caller's credentials, `outside` is an image the
 * server fetches itself from a public address and hands to the browser, `refused` is never made.
 */
export type PrinterVerdict = 'own' | 'outside' | 'refused';

/** Where the viewer being printed reads from on this server: the web app's files, its page API, fonts. */
export interface ViewerSources {
  readonly origin: string;
  /** Paths (without query) the viewer's API and branding fonts' CSS answer on. */
  readonly apiPaths: readonly string[];
}

/** Uploaded branding font files (`GET /api/fonts/{id}/{style}`), which the fonts' CSS names. */
const FONT_FILES = '/api/fonts/';

/** The sources of the cast viewer at `viewerUrl`, which reads `apiPath`. */
export function viewerSources(viewerUrl: string, apiPath: string): ViewerSources {
  const url = new URL(viewerUrl);
  const page = castEntryPage(url.pathname);
  const fonts = page?.kind === 'viewer' ? [page.fonts] : [];
  return { origin: url.origin, apiPaths: [apiPath, ...fonts] };
}

/**
 * Only what a cast needs: on this server, GETs of the web app (`/app/...`), the viewer's API, its fonts'
 * CSS and font files; elsewhere, images over http(s) (a template's IMAGE()), which the server fetches with
 * its public-address check, so the browser itself never connects anywhere but here. Anything else (this
 * server's other routes with the caller's credentials, other hosts' pages, scripts, fonts or frames) is refused.
 */
export function judgePrinterRequest(request: PrinterRequest, sources: ViewerSources): PrinterVerdict {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'refused';
  }
  if (request.method !== 'GET') return 'refused';
  if (url.origin === sources.origin) {
    const path = url.pathname;
    const own = path.startsWith('/app/') || path.startsWith(FONT_FILES) || sources.apiPaths.includes(path);
    return own ? 'own' : 'refused';
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && request.resourceType === 'image' ? 'outside' : 'refused';
}
