import { compareOutputs, type OutputDifference, type Outputs } from '../formulas/outputs/index.js';
import { computeOutputs } from '../names/index.js';
import type { Scalar } from '../formulas/index.js';
import type { TestShadow, Workbook } from '../workbook/model/index.js';

/** 'skipped': no expected outputs stored, as `gridcast test` reports it. */
export type TestStatus = 'passed' | 'failed' | 'skipped';

/** One output key of a test shadow: what came out, what was expected, and whether they agree. */
export interface OutputCheck {
  readonly key: string;
  readonly actual: unknown;
  readonly expected: unknown;
  readonly status: TestStatus;
  readonly differences: readonly OutputDifference[];
}

export interface TestShadowResult {
  readonly outputs: Outputs;
  readonly status: TestStatus;
  readonly checks: readonly OutputCheck[];
}

/**
 * A test shadow's outputs checked against its expected ones, key by key, with the comparison `gridcast
 * test` uses (numbers within a relative 1e-9), so the editor's marks and the CLI agree.
 */
export function checkTestShadow(workbook: Workbook, shadow: TestShadow, read: (sheetId: string, row: number, col: number) => Scalar): TestShadowResult {
  const outputs = computeOutputs(workbook, read);
  const expected = shadow.expectedOutputs as Record<string, unknown> | undefined;
  const keys = [...new Set([...Object.keys(outputs), ...Object.keys(isRecord(expected) ? expected : {})])];
  const checks = keys.map((key): OutputCheck => {
    if (expected === undefined) return { key, actual: outputs[key], expected: undefined, status: 'skipped', differences: [] };
    const want = isRecord(expected) ? expected[key] : undefined;
    const differences = compareOutputs(want, outputs[key]);
    return { key, actual: outputs[key], expected: want, status: differences.length ? 'failed' : 'passed', differences };
  });
  const status: TestStatus = expected === undefined ? 'skipped' : compareOutputs(expected, outputs).length ? 'failed' : 'passed';
  return { outputs, status, checks };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
