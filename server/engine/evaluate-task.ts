import { type CallResult, TemplateFunction } from '../../plugins/template-function/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { TaskContext } from '../compute/task-context.js';
import { badRequest } from '../http/errors.js';
import { templateOpenApi } from '../services/template-openapi.js';
import type { GridRecord, VersionRecord } from '../storage/records.js';

/** Versions a worker keeps compiled (each holds its engine: memory grows with the template's size). */
const CAPACITY = 8;

/** A version's template compiled for calls; content keys are immutable, so a key never goes stale. */
export interface CompiledTemplate {
  readonly workbook: Workbook;
  /** The template's engine, kept between requests; absent for a template with user functions (see `evaluateVersion`). */
  readonly fn?: TemplateFunction;
}

/** This worker's compiled versions, least recently used dropped first: a call to a kept version costs only its input's recompute. */
const compiled = new Map<string, CompiledTemplate>();

export interface EvaluateArgs {
  readonly contentKey: string;
  /** One input (answered with its outputs), or a batch (answered with a result per input, in order). */
  readonly call: { readonly input: unknown } | { readonly inputs: readonly unknown[] };
}

export type EvaluateAnswer = CallResult | { readonly results: readonly CallResult[] };

/**
 * `POST /api/grids/{id}/evaluate`, in a compute worker: a version's template called with the request's
 * input(s). A template with user functions gets an engine of its own for the request, all its inputs'
 * calls sharing the request's budget; a kept engine would keep results that another request's budget cut short.
 */
export function evaluateVersion(args: EvaluateArgs, context: TaskContext): EvaluateAnswer {
  const template = compiledVersion(args.contentKey, context);
  if (template.fn) return answer(template.fn, args.call);
  return context.withUserFunctions(template.workbook, (options) => answer(new TemplateFunction(template.workbook, options), args.call));
}

function answer(fn: TemplateFunction, call: EvaluateArgs['call']): EvaluateAnswer {
  if ('inputs' in call) return { results: call.inputs.map((input) => fn.call(input)) };
  const result = fn.call(call.input);
  if ('error' in result) throw badRequest(result.error);
  return result;
}

/** The template of content `key`, compiled by this worker once and kept (runs' batches use it too). */
export function compiledVersion(key: string, context: TaskContext): CompiledTemplate {
  const found = compiled.get(key);
  if (found) {
    compiled.delete(key);
    compiled.set(key, found);
    return found;
  }
  const workbook = context.workbook(key);
  const template: CompiledTemplate = workbook.userFunctions.length ? { workbook } : { workbook, fn: new TemplateFunction(workbook, context.engineOptions()) };
  compiled.set(key, template);
  if (compiled.size > CAPACITY) compiled.delete(compiled.keys().next().value as string);
  return template;
}

export interface OpenApiArgs {
  readonly grid: GridRecord;
  readonly version: VersionRecord;
  readonly pinned: boolean;
}

/** `GET /api/grids/{id}/openapi.json`, in a compute worker: the evaluate call typed for the version's inputs and outputs. */
export function versionOpenApi(args: OpenApiArgs, context: TaskContext): object {
  return templateOpenApi(args.grid, args.version, compiledVersion(args.version.contentKey, context).workbook, args.pinned);
}
