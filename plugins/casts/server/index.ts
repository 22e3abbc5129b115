import type { RouteDeps, ServerPart } from '../../../server/plugin-api/index.js';
import { castPdfRoutes } from './pdf-routes.js';
import { castRoutes } from './routes.js';

/**
 * The casts plugin's server part: a shadow's casts stored and revoked, the viewer's pages (by shadow, by
 * cast token, and drafts for the cast editor), the cast token's fonts, and PDFs of both viewers.
 */
export const castsServerPart: ServerPart = {
  id: 'casts',
  routes(deps: RouteDeps): void {
    castRoutes(deps);
    castPdfRoutes(deps);
  },
};
