import { defineRoute } from '../api/define.js';
import { AccountIdNumber } from '../api/schemas.js';
import { z } from '../api/zod.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { seeOther } from '../http/see-other.js';
import type { RouteDeps } from './deps.js';

/** Only same-site paths: an assume link must not send the admin to another site. */
const LocalPath = z.string().max(2000).refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'), 'a path on this site, starting with /');

/**
 * The assume flow of SPEC section 2: the page /app/admin/assume?userId=&accountId=&redirect= posts to
 * /api/admin/assume with the same query; the session then acts as that user (in that account) and the
 * answer redirects (303) to `redirect`, whose final URL the page navigates to. `POST /api/admin/assume/end`
 * stops. Both change the session, so both are POSTs behind the origin check: a link on another site (a GET,
 * or a top-level navigation) cannot make a signed-in admin assume anyone.
 */
export function assumeRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'post', path: '/api/admin/assume', tag: 'Admin', access: 'admin', summary: 'Act as another user in this session, then redirect (303) to `redirect`',
    query: z.object({ userId: z.string().min(1), accountId: AccountIdNumber.optional(), redirect: LocalPath.default('/app/grids') }),
    errors: { 303: 'Redirect to `redirect`', 403: 'Cross-site request, or not a signed-in session', 404: 'User or account not found' },
    handler: async (ctx, { caller, query }) => {
      const admin = caller.assumedBy ?? caller.user;
      if (!caller.sessionIdHash || !admin) throw forbidden('Assuming a user needs a signed-in session, not an API key.');
      await storage.write((db) => {
        const user = db.users.find((candidate) => candidate.id === query.userId);
        if (!user) throw notFound('User');
        if (query.accountId !== undefined && !db.accounts.some((account) => account.id === query.accountId)) throw notFound('Account');
        const session = db.sessions.find((candidate) => candidate.idHash === caller.sessionIdHash);
        if (!session) throw badRequest('Your session has ended; sign in again.');
        if (user.id === admin.id) {
          delete session.assumedUserId;
          delete session.accountId;
        } else {
          session.assumedUserId = user.id;
          if (query.accountId !== undefined) session.accountId = query.accountId;
          else delete session.accountId;
        }
      });
      seeOther(ctx, query.redirect);
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/admin/assume/end', tag: 'Admin', access: 'admin', summary: 'Stop acting as another user, then redirect (303) to `redirect`',
    query: z.object({ redirect: LocalPath.default('/app/admin/users') }), errors: { 303: 'Redirect to `redirect`', 403: 'Cross-site request' },
    handler: async (ctx, { caller, query }) => {
      if (caller.sessionIdHash) {
        await storage.write((db) => {
          const session = db.sessions.find((candidate) => candidate.idHash === caller.sessionIdHash);
          if (session) {
            delete session.assumedUserId;
            delete session.accountId;
          }
        });
      }
      seeOther(ctx, query.redirect);
      return undefined;
    },
  });
}
