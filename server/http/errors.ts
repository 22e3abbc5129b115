import type { Context, Next } from 'koa';
import { ContentMissingError } from '../storage/content-missing.js';
import { StorageUnavailableError } from '../storage/unavailable.js';

/** An error whose message is safe and useful to show the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in first: this needs a session cookie or an API key.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const notAvailable = (what: string) => new HttpError(501, `${what} is not available yet.`);

export const CHANGED_WHILE_READ_MESSAGE = 'This grid was changed or deleted while it was being read. Reload it and try again.';

export const STALE_SAVE_MESSAGE = 'This grid was changed elsewhere since you loaded it. Reload to get the latest version, then make your change again.';

/**
 * A save that names the `updatedAt` it loaded is refused with 409 once the record has changed since, so it
 * cannot overwrite that change unseen; without `updatedAt` the last save wins.
 */
export function refuseStale(sent: string | undefined, stored: string, what: string): void {
  if (sent !== undefined && sent !== stored) throw conflict(`This ${what} was changed elsewhere since you loaded it. Reload to get the latest version, then make your change again.`);
}

/** Errors thrown by body parsing (raw-body, co-body, formidable) carry a status or a type. */
interface LibraryError {
  status?: number;
  statusCode?: number;
  type?: string;
  httpCode?: number;
  message?: string;
}

/** formidable's codes (FormidableError.js) for a multipart body that is not well formed, and for more than one file. */
const MALFORMED_MULTIPART = new Set([1011, 1012, 1013, 1014]);
const TOO_MANY_FILES = 1015;

/** A multipart body formidable could not read: its own message names its parser's state, not the request's fault. */
function fromMultipartError(error: LibraryError & { code?: unknown }): HttpError | undefined {
  if (typeof error.code !== 'number' || error.httpCode === undefined) return undefined;
  if (error.code === TOO_MANY_FILES) return badRequest('Upload one file only: the multipart body holds more than one.');
  if (MALFORMED_MULTIPART.has(error.code)) return badRequest('The multipart body is malformed: send a multipart/form-data body with its boundary, as a browser form does.');
  return undefined;
}

function fromLibraryError(error: LibraryError): HttpError | undefined {
  const multipart = fromMultipartError(error);
  if (multipart) return multipart;
  const status = error.status ?? error.statusCode ?? error.httpCode;
  if (error.type === 'entity.too.large' || status === 413) return new HttpError(413, 'The request body is too large.');
  if (error.type === 'encoding.unsupported' || status === 415) return new HttpError(415, 'Unsupported Content-Encoding: send identity, gzip, deflate or br.');
  if (isZlibError(error)) return badRequest('The request body could not be decompressed: it does not match its Content-Encoding.');
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed') return badRequest(`Malformed JSON body: ${error.message ?? 'could not parse'}.`);
  // The client went away during (request.aborted) or before (stream.not.readable) the body was read.
  if (error.type === 'request.aborted' || error.type === 'stream.not.readable') return badRequest('The request was aborted.');
  if (status !== undefined && status >= 400 && status < 500) return new HttpError(status, error.message ?? 'Bad request.');
  return undefined;
}

/**
 * The store down, or content read through a record that a delete or a save replaced meanwhile (the routes
 * that stream or export read the record again; elsewhere the caller is told to).
 */
function fromStoreError(error: unknown): HttpError | undefined {
  if (error instanceof StorageUnavailableError) return new HttpError(503, error.message);
  if (error instanceof ContentMissingError) return conflict(CHANGED_WHILE_READ_MESSAGE);
  return undefined;
}

function isZlibError(error: LibraryError): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (typeof code === 'string' && (code.startsWith('Z_') || code === 'ERR__ERROR')) || message === 'Decompression failed';
}

/** Turns every failure into `{ "error": "..." }` with the right status; unknown errors are logged and hidden. */
export function errorMiddleware(log: (message: string) => void) {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(404, `No route for ${ctx.method} ${ctx.path}.`);
      if (ctx.status === 405 && !ctx.body) ctx.body = { error: `${ctx.method} is not allowed on ${ctx.path}; allowed: ${ctx.response.get('Allow')}.` };
    } catch (caught) {
      const error = caught instanceof HttpError ? caught : fromStoreError(caught) ?? fromLibraryError(caught as LibraryError);
      if (!error) log(`500 on ${ctx.method} ${ctx.path}: ${(caught as Error)?.stack ?? String(caught)}`);
      ctx.status = error?.status ?? 500;
      ctx.body = { error: error?.message ?? 'Something went wrong on the server. Try again in a moment.' };
      // A refused upload may still be streaming in; don't keep the connection for the rest of it.
      if (ctx.status === 413) ctx.set('Connection', 'close');
      if (ctx.status === 503) ctx.set('Retry-After', '1');
    }
  };
}

/** Errors of a connection its client closed: no failure of the server's. */
const CLIENT_WENT_AWAY = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's 'error' event, for what failed once an answer had started (the error middleware answers the
 * rest): logged, unless its client went away (a download closed half way), which Koa's default printed
 * with a stack trace every time.
 */
export function answerErrorLogger(log: (message: string) => void) {
  return (error: Error & { code?: string }): void => {
    if (error.code !== undefined && CLIENT_WENT_AWAY.has(error.code)) return;
    log(`An answer failed after it started: ${error.stack ?? String(error)}`);
  };
}

