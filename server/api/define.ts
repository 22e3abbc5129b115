import type Router from '@koa/router';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Context } from 'koa';
import { z } from './zod.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { rawJsonBody } from '../http/raw-body.js';
import { refuseDeepJson } from '../http/json-depth.js';
import type { TextBodyRoutes } from '../http/text-body.js';
import type { Principal } from '../auth/principal.js';
import type { AccountRecord } from '../storage/records.js';
import { withCurrentContent } from '../storage/content-missing.js';

export type Access = 'public' | 'user' | 'admin';

/** A signed-in caller with an account to work in. */
export type Caller = Principal & { readonly account: AccountRecord };

type AnyObject = z.ZodObject<z.ZodRawShape>;
const EMPTY = z.object({});

export interface RouteInput<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, A extends Access> {
  readonly params: z.infer<P>;
  readonly query: z.infer<Q>;
  readonly body: z.infer<B>;
  readonly caller: A extends 'public' ? Principal | null : Caller;
}

/**
 * One declaration per route: the same zod schemas validate the request and describe it in /openapi.json,
 * so the docs cannot drift from the code. A handler returns the JSON body (or undefined when it set the
 * response itself, e.g. a redirect or a file).
 */
export interface RouteSpec<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, A extends Access> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** Koa style, e.g. `/api/grids/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * The JSON body reaches the handler as text (`rawJsonBody`), unparsed; the handler parses and validates it
   * with `parseJsonBody(ctx, body)` when it needs to (TextBodyRoutes says why). `body` still documents it.
   */
  readonly bodyText?: boolean;
  /** Multipart upload with a `file` field (documented; the file is read by the handler). */
  readonly multipart?: boolean;
  readonly response?: z.ZodType;
  /** The response's media type when it is not JSON (the handler then sets the body itself), e.g. application/pdf. */
  readonly produces?: string;
  readonly status?: number;
  /** Extra statuses worth documenting, with what they mean. */
  readonly errors?: Readonly<Record<number, string>>;
  readonly handler: (ctx: Context, input: RouteInput<P, Q, B, A>) => Promise<unknown>;
}

export interface RouteTarget {
  readonly router: Router;
  readonly registry: OpenAPIRegistry;
  readonly textBodies: TextBodyRoutes;
}

export function defineRoute<P extends AnyObject = typeof EMPTY, Q extends AnyObject = typeof EMPTY, B extends z.ZodType = z.ZodUndefined, A extends Access = Access>(
  target: RouteTarget,
  spec: RouteSpec<P, Q, B, A>,
): void {
  document(target.registry, spec);
  if (spec.bodyText) target.textBodies.add(spec.method, spec.path);
  target.router[spec.method](spec.path, async (ctx) => {
    const caller = authorise(ctx.state.principal as Principal | null, spec.access);
    const input = {
      params: parse(spec.params ?? EMPTY, ctx.params, 'path'),
      query: parse(spec.query ?? EMPTY, ctx.query, 'query'),
      body: spec.body && !spec.bodyText ? parse(spec.body, requestBody(ctx), 'body') : undefined,
      caller,
    } as RouteInput<P, Q, B, A>;
    // A GET only reads: content its records pointed at, replaced or deleted meanwhile (a save, a delete),
    // is read again through the current records (the new content, or a 404), not a 409 or a cut answer.
    const result = spec.method === 'get' ? await withCurrentContent(() => spec.handler(ctx, input)) : await spec.handler(ctx, input);
    if (result !== undefined) {
      ctx.status = spec.status ?? 200;
      ctx.body = result;
    }
  });
}

function requestBody(ctx: Context): unknown {
  const body = (ctx.request as { body?: unknown }).body;
  // koa-body leaves {} when there was no JSON body; treat an empty body as absent for clearer messages.
  return body !== undefined && !(typeof body === 'object' && body !== null && Object.keys(body).length === 0 && !ctx.get('content-length')) ? body : undefined;
}

/**
 * A text route's body parsed as koa-body would (an object or array, no `__proto__` members; a syntax error
 * is a 400) and validated with `schema`.
 */
export function parseJsonBody<T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> {
  const bytes = rawJsonBody(ctx);
  if (bytes === undefined) return parse(schema, undefined, 'body');
  const text = bytes.toString('utf8');
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') throw badRequest('Malformed JSON body: only an object or an array is accepted.');
  // Parsed without a reviver first: JSON.parse does not recurse, but a reviver's walk does.
  const value: unknown = JSON.parse(text);
  refuseDeepJson(value);
  return parse(schema, text.includes('__proto__') ? JSON.parse(text, refuseProto) : value, 'body');
}

function refuseProto(key: string, value: unknown): unknown {
  if (key === '__proto__') throw badRequest('Malformed JSON body: a "__proto__" member is not accepted.');
  return value;
}

function authorise(principal: Principal | null, access: Access): Principal | null {
  if (access === 'public') return principal;
  if (!principal) throw unauthorized();
  if (access === 'admin' && !principal.isAdmin) throw forbidden('Only administrators may do this.');
  // Admin routes never use the account, so an admin without one (or assuming an orphan) can still use them.
  if (access !== 'admin' && !principal.account) throw forbidden('Your user is not in any account yet; ask an administrator to add you to one.');
  return principal;
}

/** Validates with zod; a failure names the first offending field, e.g. `body.grid.name: expected string`. */
export function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [where, ...issue.path.map(String)].join('.');
  if (value === undefined && where === 'body') throw badRequest('A JSON body is required (Content-Type: application/json).');
  throw badRequest(`Invalid ${path}: ${issue.message}`);
}

function document<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, A extends Access>(registry: OpenAPIRegistry, spec: RouteSpec<P, Q, B, A>): void {
  const responses: Record<number, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {
    [spec.status ?? 200]: { description: 'Success', ...(spec.response ? { content: { [spec.produces ?? 'application/json']: { schema: spec.response } } } : {}) },
  };
  const errorContent = { 'application/json': { schema: ErrorSchema } };
  if (spec.body || spec.params || spec.query) responses[400] = { description: 'Invalid request: the message names the field', content: errorContent };
  if (spec.access !== 'public') responses[401] = { description: 'Not signed in', content: errorContent };
  if (spec.access === 'admin') responses[403] = { description: 'Not an administrator', content: errorContent };
  for (const [status, description] of Object.entries(spec.errors ?? {})) responses[Number(status)] = { description, content: errorContent };
  registry.registerPath({
    method: spec.method,
    path: spec.path.replace(/:(\w+)/g, '{$1}'),
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.access === 'public' ? [] : [{ apiKey: [] }, { bearer: [] }, { session: [] }],
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } } } } : {}),
      ...(spec.multipart ? { body: { content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } } } } : {}),
    },
    responses,
  });
}

export const ErrorSchema = z.object({ error: z.string() }).openapi('Error');
