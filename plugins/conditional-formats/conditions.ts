import { parseFormula } from '../formulas/parser/index.js';
import { FormulaError, type Scalar } from '../formulas/index.js';
import { type Compare, DATE_TESTS, NUMBER_TESTS, readDateText, readNumberText, TEXT_TESTS } from '../workbook/index.js';
import type { ConditionalFormat } from './model.js';
import { isConditionType } from './rules.js';

/** Why a rule cannot be evaluated, as the panel shows it (wording of SPEC section 5's configuration errors). */
export const RULE_PROBLEMS = {
  numbers: 'Enter valid numbers above',
  dates: 'Enter valid dates above',
  text: 'Enter some text above',
  formula: 'Enter a formula above',
  formulaNotValid: (message: string) => `Formula not valid: ${message}`,
  formulaError: (code: string) => `The formula gives ${code}`,
  type: (type: string) => `Unknown condition type '${type}'`,
  noRange: 'Range not valid',
} as const;

/**
 * What a condition needs and how it decides, apart from any engine: `formulas` are the formula texts to
 * compute in each cell (a formula rule's formula, or inputs typed as formulas), and `test` gets the cell's
 * value and their results in that order. A condition with a `problem` is never satisfied.
 */
export interface ConditionPlan {
  readonly readsValue: boolean;
  readonly formulas: readonly string[];
  readonly problem?: string;
  test(value: Scalar, computed: readonly Scalar[]): boolean;
}

type Limit = { readonly value: number | string } | { readonly formula: number };

const NEVER: ConditionPlan['test'] = () => false;
const broken = (problem: string): ConditionPlan => ({ readsValue: false, formulas: [], problem, test: NEVER });

/** The formula text of a formula input: SPEC section 5 adds the leading '=' when it is left out. */
export function formulaText(input: string): string {
  const trimmed = input.trim();
  return trimmed.startsWith('=') ? trimmed : `=${trimmed}`;
}

export function isBlank(value: Scalar): boolean {
  return value === null || value === '';
}

/** How a formula's result counts: TRUE or a number other than 0; text, blanks and errors do not. */
export function isTruthy(value: Scalar): boolean {
  return value === true || (typeof value === 'number' && value !== 0);
}

/** A cell's value as text conditions read it; undefined for an error (no text condition holds on it). */
function valueText(value: Scalar): string | undefined {
  if (value === null) return '';
  if (value instanceof FormulaError) return undefined;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

export function planCondition(rule: Pick<ConditionalFormat, 'condition'>): ConditionPlan {
  const { type, input1, input2 } = rule.condition;
  if (!isConditionType(type)) return broken(RULE_PROBLEMS.type(String(type)));
  if (type === 'blank') return { readsValue: true, formulas: [], test: (v) => isBlank(v) };
  if (type === 'not_blank') return { readsValue: true, formulas: [], test: (v) => !isBlank(v) };
  if (type === 'formula') return formulaPlan(input1);
  const [family, ...rest] = type.split('_');
  const test = rest.join('_');
  if (family === 'text') return textPlan(TEXT_TESTS[test], input1);
  const dates = family === 'date';
  const compare = NUMBER_TESTS[dates ? DATE_TESTS[test] : test];
  return comparePlan(compare, compare.limits === 2 ? [input1, input2] : [input1], dates);
}

function formulaPlan(input: string | undefined): ConditionPlan {
  if (input === undefined || input.trim() === '' || input.trim() === '=') return broken(RULE_PROBLEMS.formula);
  const text = formulaText(input);
  const parsed = parseFormula(text);
  if (!parsed.ok) return broken(RULE_PROBLEMS.formulaNotValid(parsed.message));
  return { readsValue: false, formulas: [text], test: (_v, [result]) => isTruthy(result) };
}

/** Inputs as limits: a formula (computed per cell), else a constant read by `read`; undefined when one cannot be read. */
function limitsOf(inputs: readonly (string | undefined)[], read: (text: string) => number | string | undefined): { limits: Limit[]; formulas: string[] } | undefined {
  const limits: Limit[] = [];
  const formulas: string[] = [];
  for (const input of inputs) {
    const trimmed = input?.trim() ?? '';
    if (trimmed.startsWith('=') && trimmed.length > 1) {
      if (!parseFormula(trimmed).ok) return undefined;
      limits.push({ formula: formulas.length });
      formulas.push(trimmed);
      continue;
    }
    const value = trimmed === '' ? undefined : read(trimmed);
    if (value === undefined) return undefined;
    limits.push({ value });
  }
  return { limits, formulas };
}

const limitValue = (limit: Limit, computed: readonly Scalar[]): Scalar => ('value' in limit ? limit.value : computed[limit.formula]);

function comparePlan(compare: { compare: Compare; limits: 1 | 2 }, inputs: readonly (string | undefined)[], dates: boolean): ConditionPlan {
  const read = dates ? (t: string) => readDateText(t) ?? readNumberText(t)?.value : (t: string) => readNumberText(t)?.value;
  const found = limitsOf(inputs, read);
  if (!found) return broken(dates ? RULE_PROBLEMS.dates : RULE_PROBLEMS.numbers);
  const { limits, formulas } = found;
  const day = dates ? Math.floor : (n: number) => n;
  return {
    readsValue: true,
    formulas,
    test(value, computed) {
      if (typeof value !== 'number') return false;
      const a = limitValue(limits[0], computed);
      const b = limits.length > 1 ? limitValue(limits[1], computed) : 0;
      if (typeof a !== 'number' || typeof b !== 'number') return false;
      return compare.compare(day(value), day(a), day(b));
    },
  };
}

function textPlan(test: (value: string, limit: string) => boolean, input: string | undefined): ConditionPlan {
  const found = limitsOf([input], (t) => t);
  if (!found) return broken(RULE_PROBLEMS.text);
  const [limit] = found.limits;
  return {
    readsValue: true,
    formulas: found.formulas,
    test(value, computed) {
      const text = valueText(value);
      const wanted = valueText(limitValue(limit, computed));
      return text !== undefined && wanted !== undefined && test(text.toLowerCase(), wanted.toLowerCase());
    },
  };
}
