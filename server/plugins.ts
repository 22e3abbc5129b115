import { castsServerPart } from '../plugins/casts/server/index.js';
import { collabServerPart } from '../plugins/collab/server/index.js';
import { versionDiffServerPart } from '../plugins/version-diff/server/index.js';
import type { ServerPart } from './plugin-api/index.js';

export { serverPlugins } from './plugin-manifests.js';

/**
 * The server parts (routes) of the plugins server/plugin-manifests.ts assembles, registered beside the
 * server's own routes (server/routes/index.ts). Only the request thread loads them: compute workers load
 * the manifests alone.
 */
export const serverParts: readonly ServerPart[] = [castsServerPart, versionDiffServerPart, collabServerPart];
