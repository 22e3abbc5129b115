import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { docsKeysGetOnly } from './auth/docs-keys.js';
import { authenticate } from './auth/authenticate.js';
import { newRegistry, openApiDocument } from './api/openapi.js';
import type { ServerConfig } from './config.js';
import { docsRoutes } from './http/docs.js';
import { answerErrorLogger, errorMiddleware } from './http/errors.js';
import { jsonDepthLimit } from './http/json-depth.js';
import { JSON_TYPES } from './http/json-types.js';
import { wireLimit } from './http/limits.js';
import { sameOriginOnly } from './http/origin.js';
import { securityHeaders } from './http/security-headers.js';
import { adminPageStatus } from './http/admin-pages.js';
import { webApp } from './http/web-app.js';
import { RequestStats } from './services/request-stats.js';
import { SaveChecks } from './services/save-checks.js';
import { ShadowService } from './services/shadow-service.js';
import { TextBodyRoutes } from './http/text-body.js';
import { removeUploadsWhenDone } from './http/uploads.js';
import { normalizedContentEncoding } from './http/content-encoding.js';
import { WebhookDispatcher } from './services/webhooks.js';
import type { Storage } from './storage/storage.js';
import type { RouteDeps } from './routes/deps.js';
import { registerRoutes } from './routes/index.js';
import { serverParts } from './plugins.js';
import type { LiveEndpoint } from './plugin-api/live.js';
import type { CommandLog } from './storage/command-log.js';
import { liveHost } from './live/live-host.js';
import { LiveNotices } from './live/live-notices.js';
import { PdfPrinter } from './pdf/pdf-printer.js';
import { ComputePool } from './compute/compute-pool.js';
import { storedText } from './compute/stored-text.js';
import { MemoryThrottleState, type ThrottleState } from './auth/throttle-state.js';
import { RunService } from './services/runs/run-service.js';
import type { RunStore } from './services/runs/run-store.js';
import type { PieceQueue } from './services/runs/piece-queue.js';
import { LocalPieceQueue } from './services/runs/local-piece-queue.js';
import { templateEngineOf } from './engine/template-engine.js';
import { serverPlugins } from './plugin-manifests.js';
import { fetchInputOverrides } from './services/input-overrides.js';
import { fontFaceCss } from './routes/fonts.js';

/** Text the remembered shadow saves may hold in all (SaveChecks): about 180 saves of a 10k-cell shadow. */
const SAVE_CHECK_BYTES = 64 * 1024 * 1024;

export interface AppOptions {
  readonly storage: Storage;
  readonly config: ServerConfig;
  /** Keys that sign the session cookie (first signs, all verify, so keys can be rotated). */
  readonly cookieKeys: readonly string[];
  readonly log: (message: string) => void;
  /** Where sign-in throttles count failures (this process's memory unless given). */
  readonly throttles?: ThrottleState;
  /** Where runs are kept, and (on a store shared by several processes) the job queue their pieces wait in. */
  readonly runs: { readonly store: RunStore; readonly queue?: PieceQueue };
  /** Where the live channel logs commands (the opened store's): without it there is no live channel. */
  readonly commands?: CommandLog;
}

export interface GridcastApp {
  readonly koa: Koa;
  readonly webhooks: WebhookDispatcher;
  readonly stats: RequestStats;
  readonly runs: RunService;
  /** The live channel (co-editing) to attach to the HTTP server's `upgrade` event, when a plugin gives one. */
  readonly live?: LiveEndpoint;
  /** Stops what the application runs beside requests (webhook calls, the inflate worker, the PDF printer's browser, the compute workers). */
  readonly close: () => Promise<void>;
}

/** Template reading and shadows' content as the plugins the server assembles declare them (server/main.ts seeds with it too). */
export const serverTemplates = templateEngineOf(serverPlugins);

/** The live channel of the server part that gives one, on the store's command log. */
function liveEndpointOf(options: AppOptions, koa: Koa, storage: Storage, notices: LiveNotices): LiveEndpoint | undefined {
  const part = serverParts.find((candidate) => candidate.live);
  if (!part?.live || !options.commands) return undefined;
  const endpoint = part.live(liveHost({ koa, storage, config: options.config, log: options.commands, notices, plugins: serverPlugins, templates: serverTemplates, logLine: options.log }));
  notices.attachFolder((key) => endpoint.fold(key));
  return endpoint;
}

/** The Koa application: middleware in the order a request meets it, then every route. */
export function createApp(options: AppOptions): GridcastApp {
  const { storage, config, log } = options;
  const koa = new Koa({ keys: [...options.cookieKeys], proxy: config.trustProxy });
  koa.on('error', answerErrorLogger(log));
  const router = new Router();
  const registry = newRegistry();
  const stats = new RequestStats();
  const webhooks = new WebhookDispatcher(storage, config.webhooks, log);
  const textBodies = new TextBodyRoutes();
  const printer = new PdfPrinter(config.pdf);
  const throttles = options.throttles ?? new MemoryThrottleState();
  // A store shared by several processes: a request looks at the database once, as it arrives (after the
  // web app's files, which need no records), and its work then reads the records this process holds.
  const { requestReads } = storage;
  const requestStorage = requestReads?.storage ?? storage;
  const compute = new ComputePool(config.compute, (key) => storedText(requestStorage, key), log);
  if (config.compute.warm) compute.warm();
  const shared = options.runs.queue !== undefined;
  const runs = new RunService(options.runs.store, options.runs.queue ?? new LocalPieceQueue(), compute, requestStorage, webhooks, config.runs, shared, log);
  const live = new LiveNotices(options.commands);
  const deps: RouteDeps = {
    router, registry, textBodies, storage: requestStorage, config, stats, throttles, webhooks, log, printer, compute, runs, live,
    shadows: new ShadowService(requestStorage, config, compute), saveChecks: new SaveChecks(SAVE_CHECK_BYTES),
    templates: serverTemplates, fetchInputOverrides: (url) => fetchInputOverrides(url, config), fontFaceCss,
  };
  registerRoutes(deps, serverParts);
  docsRoutes(router, () => openApiDocument(registry));

  koa.use(stats.middleware());
  koa.use(errorMiddleware(log));
  koa.use(securityHeaders(config));
  koa.use(webApp(config.webDist, adminPageStatus(storage)));
  if (requestReads) {
    koa.use(async (_ctx, next) => {
      await requestReads.arrive();
      await next();
    });
  }
  koa.use(sameOriginOnly(config.allowedOrigins));
  koa.use(wireLimit(config.limits));
  koa.use(authenticate(requestStorage));
  koa.use(docsKeysGetOnly());
  koa.use(removeUploadsWhenDone());
  koa.use(normalizedContentEncoding());
  koa.use(textBodies.middleware(koaBody({
    json: true, jsonStrict: true, jsonLimit: config.limits.jsonBytes, jsonTypes: JSON_TYPES,
    urlencoded: false, text: false, multipart: true,
    formidable: { maxFiles: 1, maxFileSize: config.limits.fileBytes, maxFields: 10, allowEmptyFiles: true, minFileSize: 0 },
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] as never,
  }), config.limits));
  koa.use(jsonDepthLimit());
  koa.use(router.routes());
  koa.use(router.allowedMethods({ throw: false }));
  webhooks.start();
  const endpoint = liveEndpointOf(options, koa, requestStorage, live);
  return {
    koa, webhooks, stats, runs, live: endpoint,
    // Pieces being computed end (or are left to the next start) before the workers stop, and their webhooks are queued before the dispatcher stops.
    close: async () => { await endpoint?.close(); await runs.stop(); await Promise.all([webhooks.stop(), textBodies.close(), printer.close()]); await compute.close(); },
  };
}
