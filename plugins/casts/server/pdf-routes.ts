import type { Context } from 'koa';
import { defineRoute, printViewer, shadowByToken, z, type DbState, type RouteDeps } from '../../../server/plugin-api/index.js';
import { localeOfAcceptLanguage, paperOfLocale, type Paper } from '../paper.js';
import { castForViewer } from './cast-access.js';
import { CastQuery } from './schemas.js';

/**
 * What a PDF is printed on: A4 or Letter (the cast scaled to the page width, margins, page numbers), by
 * default the paper of the account's locale, else of the caller's browser; `content` keeps the cast's
 * own size, one PDF page per viewport page (the viewport keeps its on-screen meaning otherwise).
 */
const PdfQuery = CastQuery.extend({
  paper: z.enum(['a4', 'letter', 'content']).optional()
    .openapi({ description: 'a4 or letter: on paper, the cast scaled to the page width with margins and page numbers (default: the account\'s locale, else Accept-Language, else a4); content: pages of the viewport at the cast\'s own size' }),
  orientation: z.enum(['portrait', 'landscape']).default('portrait').openapi({ description: 'The paper\'s orientation (not for paper=content)' }),
});
type PdfQueryValues = z.infer<typeof PdfQuery>;

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
    params: z.object({ token: z.string().min(1).max(100) }), query: PdfQuery,
    produces: 'application/pdf', response: PdfBody,
    errors: { 404: 'Shadow or recommended cast not found, or the cast names a sheet, cell or chart that no longer exists', ...PRINTER_ERRORS },
    handler: async (ctx, { caller, params, query }) => {
      // Unknown tokens are refused here, without taking a place in the printer's queue.
      const paper = await deps.storage.read((db) => paperOf(db, shadowByToken(db, caller, params.token).grid.accountId, ctx, query));
      const path = `/shadows/${encodeURIComponent(params.token)}/cast`;
      await printViewer(ctx, deps.printer, { viewerPath: `/app${path}?${viewerQuery(query, paper)}`, apiPath: `/api${path}` });
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/casts/:id/pdf', tag: 'Casts', access: 'public',
    summary: `A shadow's selected cast as a PDF, by its token (what the viewer at /app/casts/{castToken} shows; same query as GET /api/casts/{id}/page). ${PRINTED}. `
      + 'Like the page, a token the server made needs no sign-in',
    params: z.object({ id: z.string().min(1).max(100) }), query: PdfQuery,
    produces: 'application/pdf', response: PdfBody,
    errors: {
      401: 'Not signed in, and the token is not one the server made',
      403: 'Printed by its token alone, a cast prints itself only: recommendedCast names another recommended cast',
      404: 'Cast not found (unknown or revoked), or it names a sheet, cell or chart that no longer exists',
      ...PRINTER_ERRORS,
    },
    handler: async (ctx, { caller, params, query }) => {
      // Unknown, revoked or unreadable tokens are refused here, without taking a place in the printer's queue.
      const paper = await deps.storage.read((db) => paperOf(db, castForViewer(db, caller, params.id).grid.accountId, ctx, query));
      const token = encodeURIComponent(params.id);
      await printViewer(ctx, deps.printer, { viewerPath: `/app/casts/${token}?${viewerQuery(query, paper)}`, apiPath: `/api/casts/${token}/page` });
      return undefined;
    },
  });
}

const PdfBody = z.string().openapi({ format: 'binary', description: 'The PDF document' });

/** The paper asked for, else that of the cast's account's locale, else of the caller's browser. */
function paperOf(db: DbState, accountId: number, ctx: Context, query: PdfQueryValues): Paper | 'content' {
  if (query.paper) return query.paper;
  const locale = db.accounts.find((account) => account.id === accountId)?.settings.locale;
  return paperOfLocale(locale ?? localeOfAcceptLanguage(ctx.get('accept-language') || undefined));
}

/** The viewer's query: the cast's parameters as validated, forPdf, and the paper. */
function viewerQuery(query: PdfQueryValues, paper: Paper | 'content'): string {
  const params = new URLSearchParams({ forPdf: 'true', paper });
  if (paper !== 'content') params.set('orientation', query.orientation);
  if (query.recommendedCast !== undefined) params.set('recommendedCast', query.recommendedCast);
  if (query.viewport !== undefined) params.set('viewport', query.viewport);
  if (query.rowOffset !== undefined) params.set('rowOffset', String(query.rowOffset));
  if (query.clientId !== undefined) params.set('clientId', query.clientId);
  if (query.paginationDisabled) params.set('paginationDisabled', 'true');
  return params.toString();
}
