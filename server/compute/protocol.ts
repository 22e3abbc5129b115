/**
 * What crosses between the request thread and a compute worker (server/compute): plain data only,
 * structured-cloned, with every byte array's memory transferred rather than copied.
 */

/** A stored content document's JSON text (UTF-8), in pieces whose memory is the message's own. */
export type ContentText = readonly Uint8Array[];

/** One task as posted to a worker: which function of which module, its arguments, and content it asked for. */
export interface TaskMessage {
  /** The module's file URL (a worker task module: see `computeTask`). */
  readonly module: string;
  /** The function the module exports. */
  readonly name: string;
  readonly args: unknown;
  /** The text of stored content the worker said it lacks (by content key), sent with the task's retry. */
  readonly contents?: Readonly<Record<string, ContentText>>;
  /** Milliseconds all user-function calls of this request may take together. */
  readonly userFunctionBudgetMs: number;
}

/**
 * A worker's answer: the task's result; or the content keys it needs and does not hold (the request
 * thread sends them and runs the task again); or an error whose message may be shown to the caller.
 * A task's own failures come back as answers, so a rejected run means the worker itself died.
 */
export type TaskAnswer =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly missing: readonly string[] }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly internal?: string };
