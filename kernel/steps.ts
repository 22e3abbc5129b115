/**
 * Long work written as steps (a generator that yields between them), so that a server can run other work
 * between the steps (a co-editing room's preparation of a big sort, its fold of a big document), while a
 * caller that only wants the result runs them all at once.
 */
export type Steps<T> = Iterator<void, T>;

/** Runs steps for about `ms` milliseconds (at least one): the work's result when it is done. */
export function stepsFor<T>(steps: Steps<T>, ms: number): { readonly done: true; readonly value: T } | { readonly done: false } {
  const started = performance.now();
  do {
    const step = steps.next();
    if (step.done) return { done: true, value: step.value };
  } while (performance.now() - started < ms);
  return { done: false };
}

/** Every step at once; the work's result. */
export function allSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
