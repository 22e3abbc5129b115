import { accountRoutes } from './accounts.js';
import { adminRoutes } from './admin.js';
import { clientSettingsRoutes } from './client-settings.js';
import { copyRoutes } from './copy.js';
import { docsKeyRoutes } from './docs-key.js';
import { evaluateRoutes } from './evaluate.js';
import type { ServerPart } from '../plugin-api/index.js';
import type { RouteDeps } from './deps.js';
import { exportRoutes } from './exports.js';
import { fontRoutes } from './fonts.js';
import { gridRoutes } from './grids.js';
import { importRoutes } from './import.js';
import { paletteRoutes } from './palettes.js';
import { passwordRoutes } from './password.js';
import { presetRoutes } from './presets.js';
import { runRoutes } from './runs.js';
import { sessionRoutes } from './session.js';
import { shadowRoutes } from './shadows.js';
import { userRoutes } from './user.js';
import { versionRoutes } from './versions.js';
import { webhookRoutes } from './webhooks.js';

/**
 * Every route of the API (SPEC section 7), one module per resource, then the routes of the plugins'
 * server parts the server assembles (server/plugins.ts, which server/app.ts gives here).
 */
export function registerRoutes(deps: RouteDeps, parts: readonly ServerPart[]): void {
  sessionRoutes(deps);
  clientSettingsRoutes(deps);
  userRoutes(deps);
  passwordRoutes(deps);
  docsKeyRoutes(deps);
  accountRoutes(deps);
  fontRoutes(deps);
  paletteRoutes(deps);
  gridRoutes(deps);
  importRoutes(deps);
  versionRoutes(deps);
  evaluateRoutes(deps);
  runRoutes(deps);
  copyRoutes(deps);
  shadowRoutes(deps);
  exportRoutes(deps);
  presetRoutes(deps);
  webhookRoutes(deps);
  adminRoutes(deps);
  for (const part of parts) part.routes?.(deps);
}
