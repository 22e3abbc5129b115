import type { EngineOptions } from '../../plugins/formulas/engine/index.js';
import { WorkbookEvaluator } from '../../plugins/template-function/index.js';
import { compareOutputs, type OutputDifference } from '../../plugins/formulas/outputs/index.js';
import type { TestShadow, Workbook } from '../../plugins/workbook/model/index.js';

/** The result of one test shadow of one template. */
export interface ShadowResult {
  readonly id: number;
  readonly name: string;
  /** 'skipped': the shadow has no expected outputs to compare with. */
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly differences: readonly OutputDifference[];
  /** Set when evaluating threw (a bug, reported rather than hidden). */
  readonly error?: string;
  readonly ms: number;
}

export interface TemplateResult {
  readonly file: string;
  readonly name: string;
  readonly shadows: readonly ShadowResult[];
}

/** Test shadows in id order. */
export function shadowsOf(workbook: Workbook): TestShadow[] {
  return Object.values(workbook.testShadowsById).sort((a, b) => a.id - b.id);
}

/** Runs every test shadow of a template through one evaluator; `tick` is called after each. */
export function runTemplate(file: string, workbook: Workbook, tick: () => void, engine: EngineOptions): TemplateResult {
  const evaluator = new WorkbookEvaluator(workbook, engine);
  const shadows = shadowsOf(workbook).map((shadow) => {
    const result = runShadow(evaluator, shadow);
    tick();
    return result;
  });
  return { file, name: workbook.name, shadows };
}

function runShadow(evaluator: WorkbookEvaluator, shadow: TestShadow): ShadowResult {
  const started = performance.now();
  const base = { id: shadow.id, name: shadow.name };
  if (shadow.expectedOutputs === undefined) return { ...base, status: 'skipped', differences: [], ms: 0 };
  try {
    const outputs = evaluator.outputs(shadow.input ?? {});
    const differences = compareOutputs(shadow.expectedOutputs, outputs);
    return { ...base, status: differences.length ? 'failed' : 'passed', differences, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: 'failed', differences: [], error: message, ms: performance.now() - started };
  }
}
