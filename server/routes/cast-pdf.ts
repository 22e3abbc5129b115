import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { CastQuery } from '../api/cast-schemas.js';
import { shadowByToken } from '../api/scope.js';
import { z } from '../api/zod.js';
import { HttpError } from '../http/errors.js';
import { QueueFullError } from '../pdf/bounded-queue.js';
import { PrinterUnavailableError, PrintTimeoutError } from '../pdf/pdf-printer.js';
import { type Credentials, printCast } from '../pdf/print-cast.js';
import { BrowserClosedError } from '../pdf/warm-browser.js';
import { castForViewer, SHARED_CAST_TOKEN_LENGTH } from './cast-access.js';
import type { RouteDeps } from './deps.js';

/** The request headers besides cookies that say who the caller is (server/auth/authenticate.ts). */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key'];

const PRINTER_ERRORS = {
  502: 'The cast viewer could not draw the cast',
  503: 'The printer is busy (too many PDFs waiting) or Chromium is not available; Retry-After says when to try again',
  504: 'The cast did not finish drawing within 30 s; the job was stopped',
};

const PRINTED = 'The cast viewer printed in headless Chromium, one PDF page per cast page (the pages of the viewport; a rowOffset prints '
  + 'that page only), the cells\' text as real text, charts at pixel ratio 3. Jobs wait in a bounded queue (503 when full); a job still '
  + 'drawing after 30 s is stopped (504)';

/**
 * The cast viewer printed by the server's headless Chromium: a shadow's recommended cast
 * (`GET /api/shadows/{token}/cast/pdf`) and a selected cast by its token (`GET /api/casts/{castToken}/pdf`).
 */
export function castPdfRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'get', path: '/api/shadows/:token/cast/pdf', tag: 'Casts', access: 'user',
    summary: `A recommended cast of a shadow as a PDF (same query as GET /api/shadows/{token}/cast). ${PRINTED}`,
    params: z.object({ token: z.string().min(1).max(100) }), query: CastQuery,
    produces: 'application/pdf', response: PdfBody,
    errors: { 404: 'Shadow or recommended cast not found, or the cast names a sheet, cell or chart that no longer exists', ...PRINTER_ERRORS },
    handler: async (ctx, { caller, params, query }) => {
      // Unknown tokens are refused here, without taking a place in the printer's queue.
      await deps.storage.read((db) => shadowByToken(db, caller, params.token));
      const path = `/shadows/${encodeURIComponent(params.token)}/cast`;
      await printInto(ctx, deps, { viewerPath: `/app${path}`, castApiPath: `/api${path}`, query });
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id/pdf', tag: 'Casts', access: 'public',
    summary: `A shadow's selected cast as a PDF, by its token (what the viewer at /app/casts/{castToken} shows; same query as GET /api/casts/{id}/page). ${PRINTED}. `
      + `Like the page, a token of ${SHARED_CAST_TOKEN_LENGTH} or more characters needs no sign-in`,
    params: z.object({ id: z.string().min(1).max(100) }), query: CastQuery,
    produces: 'application/pdf', response: PdfBody,
    errors: {
      401: `Not signed in, and the cast token is shorter than ${SHARED_CAST_TOKEN_LENGTH} characters`,
      403: 'Printed by its token alone, a cast prints itself only: recommendedCast names another recommended cast',
      404: 'Cast not found (unknown or revoked), or it names a sheet, cell or chart that no longer exists',
      ...PRINTER_ERRORS,
    },
    handler: async (ctx, { caller, params, query }) => {
      // Unknown, revoked or unreadable tokens are refused here, without taking a place in the printer's queue.
      await deps.storage.read((db) => castForViewer(db, caller, params.id));
      const token = encodeURIComponent(params.id);
      await printInto(ctx, deps, { viewerPath: `/app/casts/${token}`, castApiPath: `/api/casts/${token}/page`, query });
      return undefined;
    },
  });
}

const PdfBody = z.string().openapi({ format: 'binary', description: 'The PDF document' });

/** Prints the viewer at `viewerPath` as the caller and answers with the PDF. */
async function printInto(ctx: Context, deps: RouteDeps, job: { viewerPath: string; castApiPath: string; query: z.infer<typeof CastQuery> }): Promise<void> {
  const origin = serverOrigin(ctx);
  const pdf = await withPrinterErrors(() => deps.printer.print((page) => printCast(page, {
    viewerUrl: `${origin}${job.viewerPath}?${viewerQuery(job.query)}`,
    castApiPath: job.castApiPath,
    credentials: credentialsOf(ctx),
  })));
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', 'inline; filename="cast.pdf"');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = pdf;
}

/** The viewer's query: the cast's parameters as validated, and forPdf. */
function viewerQuery(query: z.infer<typeof CastQuery>): string {
  const params = new URLSearchParams({ forPdf: 'true' });
  if (query.recommendedCast !== undefined) params.set('recommendedCast', query.recommendedCast);
  if (query.viewport !== undefined) params.set('viewport', query.viewport);
  if (query.rowOffset !== undefined) params.set('rowOffset', String(query.rowOffset));
  if (query.clientId !== undefined) params.set('clientId', query.clientId);
  if (query.paginationDisabled) params.set('paginationDisabled', 'true');
  return params.toString();
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
