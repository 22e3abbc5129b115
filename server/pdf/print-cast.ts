import type { Page, Route } from 'playwright-core';
import type { OutboundLimits } from '../config.js';
import { HttpError } from '../http/errors.js';
import { fetchLimited } from '../services/outbound.js';
import { judgePrinterRequest, viewerSources, type ViewerSources } from './printer-requests.js';

/** What printing one cast needs: the viewer's address and the caller's credentials for the server. */
export interface CastPrint {
  /** The cast viewer with forPdf, on the server's own origin. */
  readonly viewerUrl: string;
  /** The caller's credentials, sent only to the server's own origin (never to image or other hosts). */
  readonly credentials: Credentials;
  /** The path of the cast API the viewer reads (its failures give the PDF request's status). */
  readonly castApiPath: string;
  /** Deadline and size cap of each image the server fetches for the cast from elsewhere. */
  readonly images: OutboundLimits;
}

/** Who the caller is: their session cookies and their Authorization or x-api-key header. */
export interface Credentials {
  readonly cookies: readonly { readonly name: string; readonly value: string }[];
  readonly headers: Readonly<Record<string, string>>;
}

/** The viewer's signal (plugins/casts viewer): "true" once painted, "error" with data-cast-error. */
const READY = '#cast-root[data-cast-ready]';

/**
 * Opens the cast viewer in a job's page, waits until it says it is painted and prints it: the viewer
 * draws each cast page as a section that breaks after it, under `@page` sized to the pages, so the PDF has
 * one page per cast page and the cells as text. A viewer that could not load the cast fails the job with
 * the status and message the cast API gave it.
 */
export async function printCast(page: Page, job: CastPrint): Promise<Buffer> {
  const context = page.context();
  const sources = viewerSources(job.viewerUrl, job.castApiPath);
  const { origin } = sources;
  // Chromium keeps the Cookie header to itself: cookies go in the context's jar, for this origin only.
  if (job.credentials.cookies.length) await context.addCookies(job.credentials.cookies.map((cookie) => ({ ...cookie, url: origin })));
  await context.route(() => true, (route) => routeRequest(route, sources, job));
  const apiFailure = watchApiFailure(page, origin + job.castApiPath);
  const response = await page.goto(job.viewerUrl, { waitUntil: 'domcontentloaded', timeout: 0 });
  if (!response?.ok()) throw new HttpError(502, `The cast viewer did not load (${response?.status() ?? 'no answer'}): is the web app built?`);
  const ready = await page.waitForSelector(READY, { state: 'attached', timeout: 0 });
  if ((await ready.getAttribute('data-cast-ready')) !== 'true') {
    // The viewer shows the API's own message; a client error keeps its status, anything else is the printer's.
    const status = apiFailure();
    const message = (await ready.getAttribute('data-cast-error')) ?? 'The cast could not be drawn.';
    throw new HttpError(status !== undefined && status >= 400 && status < 500 ? status : 502, message);
  }
  // Tagged: the PDF's structure is the viewer's accessibility tree (the cast's table, a chart's description), so a
  // screen reader reads the cells row by row and a chart by its text alternative.
  return page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true });
}

/** Remembers the status of the cast API's first failed answer, so the PDF request can answer with it. */
function watchApiFailure(page: Page, apiUrl: string): () => number | undefined {
  let failed: number | undefined;
  page.on('response', (response) => {
    if (failed === undefined && !response.ok() && response.url().startsWith(apiUrl)) failed = response.status();
  });
  return () => failed;
}

/**
 * Every request of the printing browser (judgePrinterRequest): this server's own with the caller's
 * credentials, an outside image fetched here from a public address only (the connection goes to the
 * address checked, so neither a loopback spelling nor a name that resolves to one reaches this machine's
 * network), anything else refused.
 */
async function routeRequest(route: Route, sources: ViewerSources, job: CastPrint): Promise<void> {
  const request = route.request();
  const verdict = judgePrinterRequest({ url: request.url(), method: request.method(), resourceType: request.resourceType() }, sources);
  if (verdict === 'own') return route.continue({ headers: { ...request.headers(), ...job.credentials.headers } });
  if (verdict === 'refused') return route.abort('blockedbyclient');
  try {
    const image = await fetchLimited(request.url(), { timeoutMs: job.images.timeoutMs, maxBytes: job.images.maxResponseBytes, publicOnly: true });
    // A redirect goes back to the browser, whose request for its target comes through here again.
    const headers: Record<string, string> = image.location ? { location: image.location } : {};
    await route.fulfill({ status: image.status, contentType: image.contentType, headers, body: image.body });
  } catch {
    await route.abort('blockedbyclient').catch(() => undefined);
  }
}
