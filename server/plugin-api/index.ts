/**
 * What a plugin's server part (`plugins/<id>/server/`) may use of the server: the contract it contributes
 * through, and the helpers its routes are written with (one route definition that validates and
 * documents, the caller's scope, the template reader and the evaluation budget). scripts/check-imports.mjs
 * keeps plugin server parts to this folder of server/, as web parts are kept to web/plugin-api and web/ui.
 */
export type { ServerPart } from './server-part.js';
export type { RouteDeps } from '../routes/deps.js';
export { defineRoute } from '../api/define.js';
export * as schemas from '../api/schemas.js';
export { gridOf, shadowByToken, versionOf } from '../api/scope.js';
export { versionRef } from '../api/views.js';
export { z } from '../api/zod.js';
export { readTemplate, withUserFunctions } from '../engine/templates.js';
