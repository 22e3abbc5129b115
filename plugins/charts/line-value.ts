import type { DetachedFormula, FormulaProbe } from '../formulas/engine/index.js';
import type { Scalar } from '../formulas/index.js';

/** Evaluates a formula as if written in A1 of a sheet, without storing it in any cell. */
export type FormulaEvaluator = (sheetId: string, text: string) => Scalar;

/** The part of the formula engine horizontal lines use: detached formulas, as conditional formats' rules are. */
export interface LineFormulaEngine {
  compileFormulaAt(text: string, row: number, col: number): DetachedFormula;
  probeFormula(formula: DetachedFormula, sheetId: string): FormulaProbe | undefined;
}

/** A horizontal line's formula read once: a constant, or a formula the engine compiled (its references say what it reads). */
export type LineSource =
  | { readonly kind: 'constant'; readonly value: number | undefined }
  | { readonly kind: 'formula'; readonly formula: DetachedFormula };

/**
 * A line's formula as the engine reads it. Text without '=' is a number ("$1,200" too) or nothing;
 * anything starting with '=' is compiled as if written in A1 of the chart's sheet, so every function
 * and reference the engine knows works and relative references mean what they say.
 */
export function compileLine(text: string, engine: LineFormulaEngine): LineSource {
  const trimmed = text.trim();
  if (!trimmed.startsWith('=')) return { kind: 'constant', value: constantValue(trimmed) };
  return { kind: 'formula', formula: engine.compileFormulaAt(trimmed, 0, 0) };
}

/** The value a line is drawn at; undefined (not drawn) when it is empty or not a number (SPEC section 5). */
export function sourceValue(source: LineSource, sheetId: string, engine: LineFormulaEngine): number | undefined {
  if (source.kind === 'constant') return source.value;
  return drawnValue(engine.probeFormula(source.formula, sheetId)?.at(0, 0) ?? null);
}

/** A line's value through an evaluator (casts and PDF, which evaluate the template once and keep no graph). */
export function lineValue(formula: string, sheetId: string, evaluate: FormulaEvaluator | undefined): number | undefined {
  const trimmed = formula.trim();
  if (!trimmed.startsWith('=')) return constantValue(trimmed);
  return evaluate ? drawnValue(evaluate(sheetId, trimmed)) : undefined;
}

function constantValue(text: string): number | undefined {
  if (text === '') return undefined;
  const n = Number(text.replace(/[$,]/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

function drawnValue(value: Scalar): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
