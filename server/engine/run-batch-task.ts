import { flatColumns, runBatch, type BatchRequest, type BatchResults } from '../../plugins/runs/index.js';
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
export interface RunBatchAnswer extends Omit<BatchResults, 'text' | 'firstFailureEnd'> {
  readonly bytes: Uint8Array;
  /** The byte length of the lines up to the end of the first failed input's. */
  readonly firstFailureEnd?: number;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * One batch of a run (`gridcast run`, the API's runs), in a compute worker: its records read, each input
 * computed by the version's template kept compiled in this worker, its results written as lines. The
 * calling thread only cuts the file and writes the lines: it never parses an input nor a result. A
 * template with user functions gets an engine of its own per batch, its calls sharing the batch's budget.
 */
export function runVersionBatch(args: RunBatchArgs, context: TaskContext): Transferring<RunBatchAnswer> {
  const template = compiledVersion(args.contentKey, context);
  const text = decoder.decode(args.bytes);
  const results = template.fn
    ? runBatch(text, args, (input) => template.fn!.call(input))
    : context.withUserFunctions(template.workbook, (options) => {
      const fn = new TemplateFunction(template.workbook, options);
      return runBatch(text, args, (input) => fn.call(input));
    });
  const bytes = encoder.encode(results.text);
  const firstFailureEnd = results.firstFailureEnd === undefined ? undefined : encoder.encode(results.text.slice(0, results.firstFailureEnd)).length;
  const answer: RunBatchAnswer = {
    bytes, count: results.count, failed: results.failed,
    ...(firstFailureEnd === undefined ? {} : { firstFailureEnd, firstFailureIndex: results.firstFailureIndex, firstError: results.firstError }),
  };
  return transferring(answer, [bytes]);
}

/** The flat CSV columns of a version's outputs (its output schema's), for a run's CSV download. */
export function runResultColumns(args: { readonly contentKey: string }, context: TaskContext): string[] {
  return flatColumns(outputSchema(compiledVersion(args.contentKey, context).workbook));
}
