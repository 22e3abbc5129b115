import { ApiError } from '../api/client.js';

/** The error-reporting settings the server passes on (`GET /api/client-settings`), each possibly unset. */
export interface AirbrakeSettings {
  readonly projectId?: string;
  readonly projectKey?: string;
  readonly host?: string;
  readonly environment?: string;
}

/** The options given to the Airbrake client, every automatic extra (remote config, stats, breadcrumbs) off. */
export interface NotifierOptions {
  readonly projectId: number;
  readonly projectKey: string;
  readonly host?: string;
  readonly environment?: string;
}

export type ErrorReporting =
  | { readonly kind: 'off' }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'on'; readonly options: NotifierOptions };

export const NOT_CONFIGURED_MESSAGE = 'Airbrake could not be configured';

/**
 * Nothing set means off, silently. Otherwise a positive whole project id and a key are needed, and a host,
 * when given, must be an http(s) URL; anything less is incomplete (SPEC section 8's console message).
 */
export function errorReporting(settings: AirbrakeSettings): ErrorReporting {
  const given = [settings.projectId, settings.projectKey, settings.host, settings.environment].some((value) => value?.trim());
  if (!given) return { kind: 'off' };
  const projectId = Number(settings.projectId?.trim());
  const projectKey = settings.projectKey?.trim();
  const host = settings.host?.trim() || undefined;
  if (!Number.isSafeInteger(projectId) || projectId <= 0 || !projectKey || (host !== undefined && !isHttpUrl(host))) return { kind: 'incomplete' };
  const environment = settings.environment?.trim() || undefined;
  return { kind: 'on', options: { projectId, projectKey, ...(host ? { host: host.replace(/\/+$/, '') } : {}), ...(environment ? { environment } : {}) } };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A request the server answered with 4xx/5xx: the server knows of it already, so it is never reported (SPEC section 7). */
export function isRequestFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status <= 599;
}

/** Logs the incomplete-settings message the first time only, however often the settings are read. */
export function onceLogger(log: (message: string) => void): () => void {
  let logged = false;
  return () => {
    if (logged) return;
    logged = true;
    log(NOT_CONFIGURED_MESSAGE);
  };
}
