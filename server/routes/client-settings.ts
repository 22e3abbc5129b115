import { defineRoute } from '../api/define.js';
import { z } from '../api/zod.js';
import type { RouteDeps } from './deps.js';

/** What the web app needs of the server's configuration before anyone signs in (SPEC sections 2 and 8). */
export const ClientSettings = z.object({
  airbrake: z.object({
    projectId: z.string().optional(),
    projectKey: z.string().optional(),
    host: z.string().optional(),
    environment: z.string().optional(),
  }),
  analytics: z.object({ agentUrl: z.string().optional() }),
});

export function clientSettingsRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'get', path: '/api/client-settings', tag: 'Session', access: 'public',
    summary: 'Error reporting (Airbrake-compatible) and analytics agent settings for the web app; empty when not configured',
    response: ClientSettings,
    handler: async () => ({ airbrake: { ...deps.config.airbrake }, analytics: { ...deps.config.analytics } }),
  });
}
