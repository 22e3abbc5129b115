import { move, transferableSymbol, valueSymbol } from 'piscina';
import { HttpError } from '../http/errors.js';
import { serverPlugins } from '../plugin-manifests.js';
import { Transferring, type TaskFunction } from './compute-task.js';
import type { TaskAnswer, TaskMessage } from './protocol.js';
import { TaskContext } from './task-context.js';
import { userFunctionBudget } from './user-function-budget.js';
import { MissingContent } from './worker-contents.js';

const modules = new Map<string, Promise<Record<string, unknown>>>();
/** Task modules' bundled files by the URL `computeTask` names them with, when this worker runs from the bundle (worker.mjs). */
let bundled: Readonly<Record<string, string>> | undefined;

/** Makes this worker load task modules from the bundle it was loaded from (worker-bundle.ts), not their sources. */
export function useBundledTasks(tasks: Readonly<Record<string, string>>): void {
  bundled = tasks;
}

/**
 * A compute worker's handler (piscina calls it with each task): runs the named function of its module
 * and answers with its result, the content it lacks, or its failure as the caller should see it. Nothing
 * a task throws escapes, so the request thread reads a rejected run as the worker having died.
 */
export async function runTask(message: TaskMessage): Promise<unknown> {
  const answer = await answerOf(message);
  if (!answer.ok || !(answer.result instanceof Transferring)) return answer;
  const { value, buffers } = answer.result;
  return move({ [transferableSymbol]: buffers, [valueSymbol]: { ok: true, result: value } } as never);
}

async function answerOf(message: TaskMessage): Promise<TaskAnswer> {
  try {
    const run = await taskFunction(message.module, message.name);
    const context = new TaskContext(message.contents ?? {}, userFunctionBudget(message.userFunctionBudgetMs), serverPlugins);
    return { ok: true, result: await run(message.args, context) };
  } catch (error) {
    if (error instanceof MissingContent) return { ok: false, missing: error.keys };
    if (error instanceof HttpError) return { ok: false, status: error.status, message: error.message };
    return { ok: false, status: 500, message: 'Internal error', internal: (error as Error)?.stack ?? String(error) };
  }
}

async function taskFunction(module: string, name: string): Promise<TaskFunction<unknown, unknown>> {
  let loading = modules.get(module);
  if (!loading) {
    loading = import(locationOf(module)) as Promise<Record<string, unknown>>;
    modules.set(module, loading);
  }
  const run = (await loading)[name];
  if (typeof run !== 'function') throw new Error(`${module} exports no task function ${name}`);
  return run as TaskFunction<unknown, unknown>;
}

function locationOf(module: string): string {
  if (!bundled) return module;
  const location = bundled[module];
  // Its sources through tsx would make a second copy of the classes the runtime tells apart (HttpError, MissingContent).
  if (!location) throw new Error(`${module} is not in the compute workers' bundle: a task module's name ends in -task.ts or -tasks.ts (server/compute/task-modules.js)`);
  return location;
}
