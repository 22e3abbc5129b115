import { parseFormula, type AstNode } from '../formulas/parser/index.js';
import { findSheet, resolveNamedRange } from '../names/ranges.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ChartValues } from './data.js';

interface Area {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

const AGGREGATES: Readonly<Record<string, (numbers: number[]) => number | undefined>> = {
  SUM: (n) => n.reduce((a, b) => a + b, 0),
  AVERAGE: (n) => (n.length ? n.reduce((a, b) => a + b, 0) / n.length : undefined),
  MIN: (n) => (n.length ? Math.min(...n) : undefined),
  MAX: (n) => (n.length ? Math.max(...n) : undefined),
};

/**
 * The value of a horizontal line's formula: a number, or a formula of numbers, cell and range references,
 * named ranges, arithmetic and SUM/AVERAGE/MIN/MAX, read from computed values. Undefined when it is
 * empty or gives no number: such a line is not drawn (SPEC section 5).
 */
export function lineValue(formula: string, workbook: Workbook, ownSheetId: string, values: ChartValues): number | undefined {
  const text = formula.trim();
  if (text === '') return undefined;
  if (!text.startsWith('=')) {
    const n = Number(text.replace(/[$,]/g, ''));
    return text !== '' && Number.isFinite(n) ? n : undefined;
  }
  const parsed = parseFormula(text);
  if (!parsed.ok) return undefined;
  const scope = { workbook, ownSheetId, values };
  const result = scalar(evaluate(parsed.ast, scope), scope);
  return result !== undefined && Number.isFinite(result) ? result : undefined;
}

interface Scope {
  readonly workbook: Workbook;
  readonly ownSheetId: string;
  readonly values: ChartValues;
}

type Result = number | Area | undefined;

function evaluate(node: AstNode, scope: Scope): Result {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'paren':
      return evaluate(node.inner, scope);
    case 'percent':
      return map(evaluate(node.operand, scope), scope, (n) => n / 100);
    case 'unary':
      return map(evaluate(node.operand, scope), scope, (n) => (node.op === '-' ? -n : n));
    case 'binary':
      return binary(node.op, scalar(evaluate(node.left, scope), scope), scalar(evaluate(node.right, scope), scope));
    case 'cell':
      return area(scope, node.sheet, node.ref.row, node.ref.col, node.ref.row, node.ref.col);
    case 'range':
      return node.kind === 'cells' ? area(scope, node.sheet, node.from.row!, node.from.col!, node.to.row!, node.to.col!) : undefined;
    case 'name': {
      const named = Object.values(scope.workbook.namedRangesById).find((r) => r.name.toUpperCase() === node.name.toUpperCase());
      return named ? resolveNamedRange(scope.workbook, named) : undefined;
    }
    case 'call': {
      const aggregate = AGGREGATES[node.name];
      if (!aggregate) return undefined;
      const numbers: number[] = [];
      for (const arg of node.args) {
        const value = evaluate(arg, scope);
        if (typeof value === 'number') numbers.push(value);
        else if (value) numbers.push(...areaNumbers(value, scope));
      }
      return aggregate(numbers);
    }
    default:
      return undefined;
  }
}

function area(scope: Scope, sheetName: string | undefined, top: number, left: number, bottom: number, right: number): Area | undefined {
  const sheetId = sheetName === undefined ? scope.ownSheetId : findSheet(scope.workbook, sheetName)?.id;
  if (!sheetId) return undefined;
  return { sheetId, top: Math.min(top, bottom), left: Math.min(left, right), bottom: Math.max(top, bottom), right: Math.max(left, right) };
}

/** A reference used as a number is its single cell's value. */
function scalar(result: Result, scope: Scope): number | undefined {
  if (result === undefined || typeof result === 'number') return result;
  if (result.top !== result.bottom || result.left !== result.right) return undefined;
  const value = scope.values.getValue(result.sheetId, result.top, result.left);
  return typeof value === 'number' ? value : value === null ? 0 : undefined;
}

function map(result: Result, scope: Scope, f: (n: number) => number): number | undefined {
  const n = scalar(result, scope);
  return n === undefined ? undefined : f(n);
}

function binary(op: string, a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b === 0 ? undefined : a / b;
    case '^': return a ** b;
    default: return undefined;
  }
}

/** The numbers of a range, capped so that a whole-sheet reference cannot stall a repaint. */
function areaNumbers(region: Area, scope: Scope): number[] {
  const out: number[] = [];
  const limit = 100_000;
  for (let row = region.top; row <= region.bottom; row++) {
    for (let col = region.left; col <= region.right; col++) {
      if (out.length >= limit) return out;
      const value = scope.values.getValue(region.sheetId, row, col);
      if (typeof value === 'number') out.push(value);
    }
  }
  return out;
}
