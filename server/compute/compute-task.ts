import type { TaskContext } from './task-context.js';

/** A function a compute worker runs: plain-data arguments in, a plain-data result (or `transferring` one) out. */
export type TaskFunction<A, R> = (args: A, context: TaskContext) => R | Transferring<R> | Promise<R | Transferring<R>>;

/** A task as the request thread names it: the module a worker loads and the function it calls there. */
export interface ComputeTask<A, R> {
  readonly module: string;
  readonly name: string;
  /** Types only: what the function takes and gives. */
  readonly types?: (args: A) => R;
}

/**
 * Names function `name` of the worker task module at `module` (`new URL('./x-task.js', import.meta.url)`),
 * typed by the function itself: `computeTask<typeof import('./x-task.js').run>(...)` imports nothing here.
 * A task module must not load request-thread code (Koa, the stores): workers load it.
 */
export function computeTask<F extends TaskFunction<never, unknown>>(module: URL, name: string): ComputeTask<Parameters<F>[0], Result<F>> {
  return { module: module.href, name };
}

/** What a task function gives the request thread: its result, awaited and unwrapped from `transferring`. */
type Result<F> = F extends (...args: never[]) => infer T ? Unwrapped<Awaited<T>> : never;
type Unwrapped<T> = T extends Transferring<infer R> ? R : T;

/** A task's result whose byte arrays' memory is handed to the request thread rather than copied. */
export class Transferring<R> {
  constructor(readonly value: R, readonly buffers: readonly ArrayBuffer[]) {}
}

/** `value`, with `arrays`' memory transferred to the request thread (each must own all of its ArrayBuffer). */
export function transferring<R>(value: R, arrays: readonly Uint8Array[]): Transferring<R> {
  return new Transferring(value, [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))]);
}

/** A copy of `bytes` in memory of its own when it is a view of a larger (perhaps pooled) buffer: only then can it be transferred. */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}
