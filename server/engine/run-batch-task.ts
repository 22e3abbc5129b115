import { flatColumns, JsonBytes, runBatch, type BatchRequest, type BatchResults } from '../../plugins/runs/index.js';
import { outputSchema, TemplateFunction } from '../../plugins/template-function/index.js';
import { transferring, type Transferring } from '../compute/compute-task.js';
import type { TaskContext } from '../compute/task-context.js';
import { compiledVersion } from './evaluate-task.js';

export interface RunBatchArgs extends BatchRequest {
  readonly contentKey: string;
  /** The batch's records, as they are in the file (UTF-8). */
  readonly bytes: Uint8Array;
}

/** A batch's results with their lines as UTF-8 (moved to the caller, not copied). */
export type RunBatchAnswer = BatchResults;

const decoder = new TextDecoder();
/** This worker's result buffer, kept from batch to batch (a worker runs one task at a time). */
const out = new JsonBytes();

/**
 * One batch of a run (`gridcast run`, the API's runs), in a compute worker: its records read, each input
 * computed by the version's template kept compiled in this worker, its results written as lines. The
 * calling thread only cuts the file and writes the lines: it never parses an input nor a result. A
 * template with user functions gets an engine of its own per batch, its calls sharing the batch's budget.
 */
export function runVersionBatch(args: RunBatchArgs, context: TaskContext): Transferring<RunBatchAnswer> {
  const template = compiledVersion(args.contentKey, context);
  const text = decoder.decode(args.bytes);
  const answer = template.fn
    ? runBatch(text, args, template.fn, out)
    : context.withUserFunctions(template.workbook, (options) => runBatch(text, args, new TemplateFunction(template.workbook, options), out));
  return transferring(answer, [answer.bytes]);
}

/** The flat CSV columns of a version's outputs (its output schema's), for a run's CSV download. */
export function runResultColumns(args: { readonly contentKey: string }, context: TaskContext): string[] {
  return flatColumns(outputSchema(compiledVersion(args.contentKey, context).workbook));
}
