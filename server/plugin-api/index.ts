/**
 * What a plugin's server part (`plugins/<id>/server/`) may use of the server: the contract it contributes
 * through, and the helpers its routes are written with (one route definition that validates and
 * documents, the caller's scope, the records and content it reads, the template reader, the compute
 * workers its computations run in (`computeTask`; the task modules themselves use compute.ts), the HTTP
 * errors, and the PDF printer). scripts/check-imports.mjs
 * keeps plugin server parts to this folder of server/, as web parts are kept to web/plugin-api and web/ui.
 */
export type { ServerPart } from './server-part.js';
export type { TemplateEngine } from './template-engine.js';
export type { CommandLog, LiveCaller, LiveDocument, LiveEndpoint, LiveEvent, LiveEvents, LiveHost, LiveTarget, LogEntry } from './live.js';
export { SeqTakenError } from './live.js';
export type { RouteDeps } from '../routes/deps.js';
export type { Principal } from '../auth/principal.js';
export { defineRoute, type Caller } from '../api/define.js';
export { newToken, nextTimestamp } from '../api/ids.js';
export * as schemas from '../api/schemas.js';
export { gridOf, shadowByToken, versionOf } from '../api/scope.js';
export { versionRef } from '../api/views.js';
export { z } from '../api/zod.js';
export { computeTask } from '../compute/compute-task.js';
export { forbidden, HttpError, notFound, refuseStale, unauthorized } from '../http/errors.js';
export { printViewer } from '../pdf/print-request.js';
export { castsOfShadow, gridById, shadowById, versionById } from '../storage/lookups.js';
export type { CastRecord, DbState, GridRecord, JsonObject, ShadowRecord, VersionRecord } from '../storage/records.js';
