import type { Page, Request } from 'playwright-core';
import { HttpError } from '../http/errors.js';

/** What printing one cast needs: the viewer's address and the caller's credentials for the server. */
export interface CastPrint {
  /** The cast viewer with forPdf, on the server's own origin. */
  readonly viewerUrl: string;
  /** The caller's credentials, sent only to the server's own origin (never to image or other hosts). */
  readonly credentials: Credentials;
  /** The path of the cast API the viewer reads (its failures give the PDF request's status). */
  readonly castApiPath: string;
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
  const origin = new URL(job.viewerUrl).origin;
  // Chromium keeps the Cookie header to itself: cookies go in the context's jar, for this origin only.
  if (job.credentials.cookies.length) await context.addCookies(job.credentials.cookies.map((cookie) => ({ ...cookie, url: origin })));
  await context.route(() => true, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === origin) return route.continue({ headers: { ...request.headers(), ...job.credentials.headers } });
    return isOutsideFetchAllowed(request, url) ? route.continue() : route.abort('blockedbyclient');
  });
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
  return page.pdf({ preferCSSPageSize: true, printBackground: true });
}

/** Remembers the status of the cast API's first failed answer, so the PDF request can answer with it. */
function watchApiFailure(page: Page, apiUrl: string): () => number | undefined {
  let failed: number | undefined;
  page.on('response', (response) => {
    if (failed === undefined && !response.ok() && response.url().startsWith(apiUrl)) failed = response.status();
  });
  return () => failed;
}

const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[?::1\]?$|\[?f[cd]|\[?fe80)/i;

/**
 * Besides the server itself, the printing browser may fetch only images, fonts and stylesheets over
 * http(s) from hosts that are not loopback, private or link-local by name: a template's IMAGE() must not
 * make the server's browser read the server's own network.
 */
function isOutsideFetchAllowed(request: Request, url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return ['image', 'font', 'stylesheet'].includes(request.resourceType()) && !PRIVATE_HOST.test(url.hostname);
}
