import { fileURLToPath } from 'node:url';
import type { ComputeConfig } from './compute/compute-pool.js';
import type { BodyLimits } from './http/limits.js';
import { DEFAULT_RUN_LIMITS, type RunLimits } from './services/runs/run-limits.js';

export interface OutboundLimits {
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

export interface ServerConfig {
  readonly limits: BodyLimits;
  /** `inputOverridesUrl` is fetched only from these hosts (exact host names); empty means never. */
  readonly inputOverrideHosts: readonly string[];
  readonly inputOverrides: OutboundLimits;
  readonly webhooks: OutboundLimits & { readonly attempts: number; readonly backoffMs: number; readonly allowPrivateAddresses: boolean };
  readonly sessionMaxAgeMs: number;
  /**
   * The Secure flag on the session cookie: always, never, or (undefined) when the request came over HTTPS
   * as far as the server can tell, which behind a proxy needs `trustProxy` (X-Forwarded-Proto).
   */
  readonly secureCookies: boolean | undefined;
  /** Behind a reverse proxy: the client's address and protocol are taken from X-Forwarded-For and X-Forwarded-Proto. */
  readonly trustProxy: boolean;
  /** Origins besides the server's own that may send state-changing requests. */
  readonly allowedOrigins: readonly string[];
  /** Where the built web app is, served under /app when present. */
  readonly webDist?: string;
  /** Printing casts to PDF in headless Chromium (server/pdf). */
  readonly pdf: PdfConfig;
  /** The worker threads that compute (evaluations, shadow views, casts, imports, exports): server/compute. */
  readonly compute: ComputeConfig;
  /** What one account's runs (POST /api/grids/{id}/runs) may use. */
  readonly runs: RunLimits;
  /** Where the web app reports uncaught errors (an Airbrake-compatible service); all unset means off. */
  readonly airbrake: AirbrakeConfig;
  /** The product-usage analytics agent's script, loaded by the web app for a `buildoutUserId`; unset means off. */
  readonly analytics: { readonly agentUrl?: string };
  /** The live channel (co-editing): when a room folds its command log into the stored content. */
  readonly live: LiveConfig;
}

export interface LiveConfig {
  /** After this many commands since the last fold... */
  readonly foldEvery: number;
  /** ...or once a room has had no command for this long (and always when its last editor leaves). */
  readonly foldIdleMs: number;
}

/** Passed to the browser as given: the web app decides whether they are complete (SPEC section 8). */
export interface AirbrakeConfig {
  readonly projectId?: string;
  readonly projectKey?: string;
  /** The service's base URL (Airbrake's own when unset). */
  readonly host?: string;
  readonly environment?: string;
}

export interface PdfConfig {
  /** Debian's Chromium, driven by playwright-core (CHROMIUM_PATH overrides). */
  readonly chromiumPath: string;
  /** Jobs printing at once (each a browser context with one page). */
  readonly concurrency: number;
  /** Jobs that may wait behind them; past this a request gets 503. */
  readonly queueLimit: number;
  /** A job still running after this is stopped and the browser restarted. */
  readonly timeoutMs: number;
  /** Each outside image a cast shows, fetched by the server from public addresses only. */
  readonly images: OutboundLimits;
}

const MB = 1024 * 1024;

export const DEFAULT_CONFIG: ServerConfig = {
  limits: { wireBytes: 16 * MB, jsonBytes: 32 * MB, fileBytes: 20 * MB },
  inputOverrideHosts: [],
  inputOverrides: { timeoutMs: 5000, maxResponseBytes: 1 * MB },
  webhooks: { timeoutMs: 5000, maxResponseBytes: 64 * 1024, attempts: 4, backoffMs: 1000, allowPrivateAddresses: false },
  sessionMaxAgeMs: 14 * 24 * 3600 * 1000,
  secureCookies: undefined,
  trustProxy: false,
  allowedOrigins: [],
  webDist: fileURLToPath(new URL('../dist/web', import.meta.url)),
  pdf: { chromiumPath: '/usr/bin/chromium', concurrency: 2, queueLimit: 32, timeoutMs: 30_000, images: { timeoutMs: 10_000, maxResponseBytes: 10 * MB } },
  compute: { workers: 0, budgetMs: 10_000, queuedPerAccount: 64, userFunctionBudgetMs: 2000 },
  runs: DEFAULT_RUN_LIMITS,
  airbrake: {},
  analytics: {},
  live: { foldEvery: 500, foldIdleMs: 30_000 },
};

export type ConfigOverrides = { readonly [K in keyof ServerConfig]?: Partial<ServerConfig[K]> | ServerConfig[K] };

/** The defaults with some fields replaced (nested objects are merged one level deep). */
export function resolveConfig(overrides: ConfigOverrides = {}): ServerConfig {
  const merged: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const [key, value] of Object.entries(overrides)) {
    const base = (DEFAULT_CONFIG as unknown as Record<string, unknown>)[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return merged as unknown as ServerConfig;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the allow-list from GRIDCAST_INPUT_OVERRIDE_HOSTS (comma separated). */
export function inputOverrideHostsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.GRIDCAST_INPUT_OVERRIDE_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean);
}

/** A yes/no environment variable: 1/true/yes or 0/false/no; anything else (or unset) is undefined. */
export function flagFromEnv(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (value === '1' || value === 'true' || value === 'yes') return true;
  if (value === '0' || value === 'false' || value === 'no') return false;
  return undefined;
}

/** GRIDCAST_SECURE_COOKIES and GRIDCAST_TRUST_PROXY, for what the command line did not set. */
export function cookieConfigFromEnv(env: NodeJS.ProcessEnv): Pick<ConfigOverrides, 'secureCookies' | 'trustProxy'> {
  const secureCookies = flagFromEnv(env, 'GRIDCAST_SECURE_COOKIES');
  const trustProxy = flagFromEnv(env, 'GRIDCAST_TRUST_PROXY');
  return { ...(secureCookies === undefined ? {} : { secureCookies }), ...(trustProxy === undefined ? {} : { trustProxy }) };
}

/**
 * GRIDCAST_WEBHOOKS_ALLOW_PRIVATE=1 lets webhooks call private and loopback addresses: for a receiver on
 * the same machine, as the browser tests start. Off by default (SSRF).
 */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv): Pick<ConfigOverrides, 'webhooks'> {
  const allowPrivateAddresses = flagFromEnv(env, 'GRIDCAST_WEBHOOKS_ALLOW_PRIVATE');
  return allowPrivateAddresses === undefined ? {} : { webhooks: { allowPrivateAddresses } };
}

/** CHROMIUM_PATH, the browser that prints PDFs, when set (as for the browser tests). */
export function pdfConfigFromEnv(env: NodeJS.ProcessEnv): Pick<ConfigOverrides, 'pdf'> {
  return env.CHROMIUM_PATH ? { pdf: { chromiumPath: env.CHROMIUM_PATH } } : {};
}

/**
 * GRIDCAST_AIRBRAKE_PROJECT_ID, _PROJECT_KEY, _HOST and _ENVIRONMENT, and GRIDCAST_ANALYTICS_URL: the
 * browser's error reporting and analytics agent. Empty values count as unset.
 */
export function clientConfigFromEnv(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'airbrake' | 'analytics'> {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const airbrake: Record<string, string> = {};
  for (const [field, name] of [['projectId', 'PROJECT_ID'], ['projectKey', 'PROJECT_KEY'], ['host', 'HOST'], ['environment', 'ENVIRONMENT']] as const) {
    const given = value(`GRIDCAST_AIRBRAKE_${name}`);
    if (given !== undefined) airbrake[field] = given;
  }
  const agentUrl = value('GRIDCAST_ANALYTICS_URL');
  return { airbrake, analytics: agentUrl === undefined ? {} : { agentUrl } };
}
