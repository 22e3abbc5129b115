import type { CastLayout, SelectedCast } from '../../plugins/casts/index.js';

/** A request the cast pages make that failed: the server's `{ error }` text and its status (0: no answer). */
export class CastLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The cast pages' one way to the server (the editor's API client stays out of this light entry). */
export async function castRequest<T>(method: 'GET' | 'PUT', url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CastLoadError('The server did not answer.', 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : `${response.status} ${response.statusText}`;
    throw new CastLoadError(error, response.status);
  }
  return data as T;
}

export const loadLayout = (url: string): Promise<CastLayout> => castRequest<CastLayout>('GET', url);

/** A shadow's selected cast as stored. */
export async function loadSelectedCast(castToken: string): Promise<SelectedCast> {
  return (await castRequest<{ cast: SelectedCast }>('GET', `/api/casts/${encodeURIComponent(castToken)}`)).cast;
}

/** Stores a shadow's selected cast (PUT /api/shadows/{token}/casts/{castId}); the last save wins. */
export async function saveSelectedCast(shadowToken: string, castToken: string, cast: SelectedCast): Promise<void> {
  await castRequest('PUT', `/api/shadows/${encodeURIComponent(shadowToken)}/casts/${encodeURIComponent(castToken)}`, { cast });
}
