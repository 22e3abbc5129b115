import type { RouteDeps } from '../routes/deps.js';
import type { LiveEndpoint, LiveHost } from './live.js';

/**
 * What a plugin's server part (`plugins/<id>/server/index.ts`) contributes to the server: its routes,
 * registered beside the server's own with the same route definition (validated, documented in
 * /openapi.json, scoped to the caller's account). `server/plugins.ts` lists the parts the server assembles.
 */
export interface ServerPart {
  /** The plugin's id (its manifest's). */
  readonly id: string;
  routes?(deps: RouteDeps): void;
  /** The live channel (co-editing, issue 36): at most one part gives it; the server attaches it to its HTTP port. */
  live?(host: LiveHost): LiveEndpoint;
}
