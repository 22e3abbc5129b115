import type { Context, Next } from 'koa';
import { badRequest } from './errors.js';

/** Arrays and objects nested deeper than this are refused: the state layer, zod and JSON.stringify recurse. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `value` has arrays or objects nested more than `limit` deep (the top level is 1). Iterative with
 * an explicit stack, so it is safe on the 100,000-level bodies it exists to refuse, and it stops at the
 * first value past the limit. JSON.parse itself does not recurse in V8, so a body can be parsed first.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/** 400 for a parsed JSON body nested past MAX_JSON_DEPTH, before anything that recurses reads it. */
export function refuseDeepJson(value: unknown, what = 'The JSON body'): void {
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    throw badRequest(`${what} is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects are accepted.`);
  }
}

/** Checks the body koa-body parsed (text routes check theirs in parseJsonBody). */
export function jsonDepthLimit() {
  return async (ctx: Context, next: Next): Promise<void> => {
    refuseDeepJson((ctx.request as { body?: unknown }).body);
    await next();
  };
}
