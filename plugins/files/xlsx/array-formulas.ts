import { parseRangeText, type RangeText } from './range-text.js';
import { attributeOf } from './xml-text.js';

/**
 * A formula Excel stores over an area, `<f t="array" ref="A3:B12">`: a dynamic array (its cell's `cm`
 * points at the dynamic-array flag of xl/metadata.xml) whose cached spill is the area, or a legacy
 * array formula (Ctrl+Shift+Enter) whose range it is.
 */
export interface ArrayFormula {
  readonly area: RangeText;
  readonly dynamic: boolean;
}

/** What a worksheet's XML says of its formulas that ExcelJS does not keep. */
export interface SheetFormulaKinds {
  /** Formulas stored over an area, by their cell's address (A1). */
  readonly arrays: ReadonlyMap<string, ArrayFormula>;
  /** Formula cells Excel marks as dynamic-array formulas, by address: any other was written for pre-dynamic-array Excel. */
  readonly dynamic: ReadonlySet<string>;
}

/**
 * Reads a worksheet's XML chunk by chunk for its formulas' kinds, tag by tag without parsing the
 * sheet: a `<c>` start tag (its address and `cm`), then the `<f>` that opens its content (its `t` and
 * `ref`; a cell's formula is its first child). A tag split between chunks waits for the next one.
 */
export class FormulaKindScanner {
  private carry = '';
  /** The last cell start tag, until the tag after it says whether it holds a formula. */
  private cell: string | undefined;
  private readonly arrays = new Map<string, ArrayFormula>();
  private readonly dynamic = new Set<string>();

  constructor(private readonly isDynamic: (cm: number) => boolean) {}

  add(chunk: string): void {
    const text = this.carry + chunk;
    let at = text.indexOf('<');
    while (at >= 0) {
      const end = text.indexOf('>', at);
      if (end < 0) break;
      this.tag(text, at, end);
      at = text.indexOf('<', end);
    }
    this.carry = at >= 0 ? text.slice(at) : '';
  }

  get kinds(): SheetFormulaKinds {
    return { arrays: this.arrays, dynamic: this.dynamic };
  }

  private tag(text: string, start: number, end: number): void {
    const name = tagName(text, start + 1);
    if (name === CELL) {
      this.cell = text.charCodeAt(end - 1) === 47 /* '/' */ ? undefined : text.slice(start, end);
      return;
    }
    const cell = this.cell;
    this.cell = undefined;
    if (name !== FORMULA || cell === undefined) return;
    const formula = text.slice(start, end);
    const cm = cell.includes(' cm="') ? Number(attributeOf(cell, 'cm')) : undefined;
    const array = formula.includes('"array"') && attributeOf(formula, 't') === 'array';
    if (cm === undefined && !array) return;
    const address = attributeOf(cell, 'r');
    if (address === undefined) return;
    const dynamic = cm !== undefined && this.isDynamic(cm);
    if (dynamic) this.dynamic.add(address);
    const ref = array ? attributeOf(formula, 'ref') : undefined;
    const area = ref === undefined ? undefined : parseRangeText(ref);
    if (area) this.arrays.set(address, { area, dynamic });
  }
}

const OTHER = 0;
const CELL = 1;
const FORMULA = 2;

/** Whether the tag starting at `from` (after '<') is a cell's or a formula's: `<c ...>`, `<x:c ...>`, `<f>`. */
function tagName(text: string, from: number): number {
  let start = from;
  let end = from;
  for (; end < text.length; end++) {
    const ch = text.charCodeAt(end);
    if (ch === 58 /* ':' */) start = end + 1;
    else if (ch === 32 || ch === 62 || ch === 47 || ch === 9 || ch === 10 || ch === 13) break;
  }
  if (end - start !== 1) return OTHER;
  const ch = text.charCodeAt(start);
  return ch === 99 /* c */ ? CELL : ch === 102 /* f */ ? FORMULA : OTHER;
}
