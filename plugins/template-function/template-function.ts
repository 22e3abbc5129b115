import type { EngineOptions } from '../formulas/engine/index.js';
import { WorkbookEvaluator } from './evaluate.js';
import type { CellReader, Outputs } from '../formulas/outputs/index.js';
import { outputsShape, type OutputShape } from '../names/index.js';
import type { Workbook } from '../workbook/index.js';

/** How many inputs one batch call may carry. */
export const MAX_BATCH_INPUTS = 1000;

/** One call's answer: the outputs, or why this input could not be evaluated. */
export type CallResult = { readonly outputs: Outputs } | { readonly error: string };

export const INPUT_NOT_OBJECT = 'The input must be a JSON object, e.g. {"principal": 200000}.';

/**
 * A template compiled once (parsed, its formulas loaded into an engine and computed) and then called with
 * input after input: each call sets the input and recomputes only the cells that depend on it. Calls are
 * synchronous, so one instance serves interleaved callers one whole call at a time.
 */
export class TemplateFunction {
  private evaluator: WorkbookEvaluator | undefined;
  private outputShape: { readonly [key: string]: OutputShape } | undefined;

  constructor(private readonly workbook: Workbook, private readonly options: EngineOptions) {
    this.evaluator = new WorkbookEvaluator(workbook, options);
  }

  call(input: unknown): CallResult {
    return this.read(input, (engine) => ({ outputs: engine.outputs(input) }));
  }

  /** Where each output comes from (`outputsShape`): the same for every input. */
  get shape(): { readonly [key: string]: OutputShape } {
    return (this.outputShape ??= outputsShape(this.workbook));
  }

  /**
   * Computes `input` and gives `use` the computed cells, for a caller that writes the outputs itself (by
   * `shape`) rather than have an outputs object made per input: a run's JSON lines. What `use` reads is
   * only valid during the call. Fails as `call` does (then `use` may have run part-way).
   */
  callReading<R>(input: unknown, use: (cells: CellReader) => R): R | { readonly error: string } {
    return this.read(input, (engine) => use(engine.cells(input)));
  }

  private read<R>(input: unknown, use: (engine: WorkbookEvaluator) => R): R | { readonly error: string } {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: INPUT_NOT_OBJECT };
    try {
      return use(this.engine());
    } catch (error) {
      // A failure half-way through a recompute leaves the engine's values in doubt: the next call starts afresh.
      this.evaluator = undefined;
      return { error: `The template could not be evaluated for this input: ${(error as Error).message}` };
    }
  }

  private engine(): WorkbookEvaluator {
    return (this.evaluator ??= new WorkbookEvaluator(this.workbook, this.options));
  }
}
