import { fileURLToPath } from 'node:url';
import type { BodyLimits } from './http/limits.js';

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
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  readonly secureCookies: boolean;
  /** Origins besides the server's own that may send state-changing requests. */
  readonly allowedOrigins: readonly string[];
  /** Where the built web app is, served under /app when present. */
  readonly webDist?: string;
}

const MB = 1024 * 1024;

export const DEFAULT_CONFIG: ServerConfig = {
  limits: { wireBytes: 16 * MB, jsonBytes: 32 * MB, fileBytes: 20 * MB },
  inputOverrideHosts: [],
  inputOverrides: { timeoutMs: 5000, maxResponseBytes: 1 * MB },
  webhooks: { timeoutMs: 5000, maxResponseBytes: 64 * 1024, attempts: 4, backoffMs: 1000, allowPrivateAddresses: false },
  sessionMaxAgeMs: 14 * 24 * 3600 * 1000,
  secureCookies: false,
  allowedOrigins: [],
  webDist: fileURLToPath(new URL('../dist/web', import.meta.url)),
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
