import type { CallContext } from '../../../../../plugins/formulas/function-definition.js';
import { testContext } from '../call.js';

/** A context whose memo really caches, counting builds, like the engine's. */
export function memoContext(): CallContext & { builds: number } {
  const cache = new Map<unknown, Map<string, unknown>>();
  const ctx = {
    ...testContext(),
    builds: 0,
    memo<T>(range: unknown, key: string, build: () => T): T {
      const perRange = cache.get(range) ?? new Map<string, unknown>();
      cache.set(range, perRange);
      if (!perRange.has(key)) {
        ctx.builds++;
        perRange.set(key, build());
      }
      return perRange.get(key) as T;
    },
  };
  return ctx;
}

