import type { ComputePool } from '../compute/compute-pool.js';
import type { ServerConfig } from '../config.js';
import type { RouteTarget } from '../api/define.js';
import type { Storage } from '../storage/storage.js';
import type { SaveChecks } from '../services/save-checks.js';
import type { ShadowService } from '../services/shadow-service.js';
import type { WebhookDispatcher } from '../services/webhooks.js';
import type { RequestStats } from '../services/request-stats.js';
import type { PdfPrinter } from '../pdf/pdf-printer.js';
import type { ThrottleState } from '../auth/throttle-state.js';
import type { RunService } from '../services/runs/run-service.js';
import type { DbState, JsonObject } from '../storage/records.js';
import type { TemplateEngine } from '../plugin-api/template-engine.js';
import type { LiveNotices } from '../live/live-notices.js';

/** What every route module receives. */
export interface RouteDeps extends RouteTarget {
  readonly storage: Storage;
  readonly config: ServerConfig;
  readonly shadows: ShadowService;
  readonly saveChecks: SaveChecks;
  readonly webhooks: WebhookDispatcher;
  readonly stats: RequestStats;
  /** Where sign-in throttles count failures: shared by every process on PostgreSQL. */
  readonly throttles: ThrottleState;
  /** Where formulas, user functions, casts, imports and exports are computed: never on the request thread. */
  readonly compute: ComputePool;
  /** Prints casts to PDF in a warm headless Chromium (started on the first PDF). */
  readonly printer: PdfPrinter;
  /** Runs of templates over files of inputs, computed in the background. */
  readonly runs: RunService;
  /** The live channel's rooms: folded before a route reads a version, told to reload after a route replaced one. */
  readonly live: LiveNotices;
  readonly log: (message: string) => void;
  /** Template reading and a shadow's content (server/engine/template-engine.ts). */
  readonly templates: TemplateEngine;
  /** The JSON object at an `inputOverridesUrl`, fetched only from the allow-listed hosts (a 400, 403 or 502 otherwise). */
  readonly fetchInputOverrides: (url: string) => Promise<JsonObject>;
  /** An account's branding fonts as CSS @font-face rules. */
  readonly fontFaceCss: (db: DbState, accountId: number) => string;
}
