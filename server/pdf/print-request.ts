import type { Context } from 'koa';
import { HttpError } from '../http/errors.js';
import { QueueFullError } from './bounded-queue.js';
import { type PdfPrinter, PrinterUnavailableError, PrintTimeoutError } from './pdf-printer.js';
import { type Credentials, printCast } from './print-cast.js';
import { BrowserClosedError } from './warm-browser.js';

/** The request headers besides cookies that say who the caller is (server/auth/authenticate.ts). */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key'];

/** A page of this server's web app to print: the viewer's path with its query, and the API it reads. */
export interface ViewerPrint {
  /** Path and query of the page, e.g. `/app/casts/abc?forPdf=true`. */
  readonly viewerPath: string;
  /** The API path the page reads: its failures give the answer's status. */
  readonly apiPath: string;
}

/**
 * Prints a page of this server's web app (one that marks `#cast-root[data-cast-ready]`) as the caller, in
 * the warm headless Chromium through the bounded queue, and answers the request with the PDF. A full queue
 * or no browser is a 503, a job past the time limit a 504.
 */
export async function printViewer(ctx: Context, printer: PdfPrinter, job: ViewerPrint): Promise<void> {
  const origin = serverOrigin(ctx);
  const pdf = await withPrinterErrors(() => printer.print((page) => printCast(page, {
    viewerUrl: `${origin}${job.viewerPath}`,
    castApiPath: job.apiPath,
    credentials: credentialsOf(ctx),
    images: printer.outsideImages,
  })));
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', 'inline; filename="cast.pdf"');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = pdf;
}

/**
 * The address this request came in on, as seen from this machine: the printing browser runs beside the
 * server, so it calls it directly (not through a proxy or a public name).
 */
function serverOrigin(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const address = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/** The caller's cookies and credential headers, handed to the printing browser for this server only. */
function credentialsOf(ctx: Context): Credentials {
  const headers: Record<string, string> = {};
  for (const name of CREDENTIAL_HEADERS) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  const cookies = ctx.get('cookie').split(';').map((pair) => pair.trim()).filter(Boolean).flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1) }] : [];
  });
  return { cookies, headers };
}

/** The printer's refusals as HTTP answers; the viewer's own failures are HttpErrors already. */
async function withPrinterErrors<T>(print: () => Promise<T>): Promise<T> {
  try {
    return await print();
  } catch (error) {
    if (error instanceof QueueFullError || error instanceof PrinterUnavailableError || error instanceof BrowserClosedError) throw new HttpError(503, error.message);
    if (error instanceof PrintTimeoutError) throw new HttpError(504, error.message);
    throw error;
  }
}
