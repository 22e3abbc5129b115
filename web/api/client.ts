/**
 * The one way the web app talks to the server. Object bodies are gzip-compressed JSON (SPEC section 7)
 * unless the page was opened with `disableGzip`; failures carry the server's `{ error }` text.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * This page's id, sent with every request (`X-Gridcast-Page`) and in the live channel's address (`page=`):
 * when a request of this page publishes or replaces a version, the server tells this page's live editor it
 * was its own doing, so it is not reloaded with a notice as other people's editors are.
 */
// getRandomValues, not randomUUID: the latter exists only on https and localhost pages.
export const PAGE_ID: string = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
export const PAGE_HEADER = 'X-Gridcast-Page';

const gzipDisabled = (): boolean => new URLSearchParams(location.search).has('disableGzip');

async function encodeBody(body: unknown): Promise<{ body: BodyInit; headers: Record<string, string> }> {
  const json = JSON.stringify(body);
  if (gzipDisabled() || typeof CompressionStream === 'undefined') {
    return { body: json, headers: { 'Content-Type': 'application/json' } };
  }
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
  const compressed = await new Response(stream).arrayBuffer();
  return { body: compressed, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } };
}

export interface RequestOptions {
  readonly query?: Record<string, string | number | boolean | undefined>;
  readonly headers?: Record<string, string>;
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json', [PAGE_HEADER]: PAGE_ID, ...options.headers } };
  if (body instanceof FormData || body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    const encoded = await encodeBody(body);
    init.body = encoded.body;
    init.headers = { ...init.headers, ...encoded.headers };
  }
  const response = await fetch(url, init);
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const message = isErrorBody(data) ? data.error : `${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** A file sent as the body as it is, with its own Content-Type (a run's file of inputs), not as JSON. */
  upload: <T>(path: string, file: Blob, contentType: string, options?: RequestOptions) =>
    request<T>('POST', path, file, { ...options, headers: { ...options?.headers, 'Content-Type': contentType } }),
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(data: unknown): data is { error: string } {
  return typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string';
}
