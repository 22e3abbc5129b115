import type { ServerPart } from '../../../server/plugin-api/index.js';
import { versionDiffRoutes } from './routes.js';

/** The version-diff plugin's server part: GET /api/grids/{id}/versions/{from}/diff/{to}. */
export const versionDiffServerPart: ServerPart = { id: 'version-diff', routes: versionDiffRoutes };
