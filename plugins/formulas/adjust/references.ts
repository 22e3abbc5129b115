import { sheetPrefix as serializedPrefix, tokenize, type RefToken } from '../parser/index.js';
import { columnLetters } from '../../workbook/index.js';

// The cell references of a formula's text with their exact spans, from the formula tokenizer, so a
// structural change can rewrite them and leave every other character (spacing, strings) as typed.

/** One end of a reference: a zero-based row or column index and its `$`. */
export interface RefEnd {
  readonly index: number;
  readonly absolute: boolean;
}

export type RefShape =
  | { readonly kind: 'cell'; readonly row: RefEnd; readonly col: RefEnd }
  | { readonly kind: 'area'; readonly from: { row: RefEnd; col: RefEnd }; readonly to: { row: RefEnd; col: RefEnd } }
  | { readonly kind: 'cols'; readonly from: RefEnd; readonly to: RefEnd }
  | { readonly kind: 'rows'; readonly from: RefEnd; readonly to: RefEnd };

export interface ReferenceToken {
  /** Span in the formula text, the sheet prefix included. */
  readonly start: number;
  readonly end: number;
  /** The sheet name as written (unquoted), when the reference names one. */
  readonly sheet?: string;
  readonly shape: RefShape;
}

/** Every reference of a formula, in order, read by the formula tokenizer. Never throws. */
export function scanReferences(formula: string): ReferenceToken[] {
  const found: ReferenceToken[] = [];
  for (const token of tokenize(formula)) {
    if (token.kind !== 'ref' || !token.ref) continue;
    const shape = toShape(token.ref);
    if (shape) found.push({ start: token.start, end: token.end, sheet: token.ref.sheet, shape });
  }
  return found;
}

function end(index: number | undefined, absolute: boolean): RefEnd | undefined {
  return index === undefined ? undefined : { index, absolute };
}

function toShape(ref: RefToken): RefShape | undefined {
  const from = ref.from;
  const to = ref.to ?? ref.from;
  const fromRow = end(from.row, from.rowAbsolute);
  const fromCol = end(from.col, from.colAbsolute);
  const toRow = end(to.row, to.rowAbsolute);
  const toCol = end(to.col, to.colAbsolute);
  switch (ref.kind) {
    case 'cell':
      return fromRow && fromCol ? { kind: 'cell', row: fromRow, col: fromCol } : undefined;
    case 'cells':
      return fromRow && fromCol && toRow && toCol ? { kind: 'area', from: { row: fromRow, col: fromCol }, to: { row: toRow, col: toCol } } : undefined;
    case 'columns':
      return fromCol && toCol ? { kind: 'cols', from: fromCol, to: toCol } : undefined;
    case 'rows':
      return fromRow && toRow ? { kind: 'rows', from: fromRow, to: toRow } : undefined;
  }
}

/** Writes a reference shape back as A1 text, keeping each `$`. */
export function formatShape(shape: RefShape): string {
  const col = (end: RefEnd) => `${end.absolute ? '$' : ''}${columnLetters(end.index)}`;
  const row = (end: RefEnd) => `${end.absolute ? '$' : ''}${end.index + 1}`;
  switch (shape.kind) {
    case 'cell':
      return col(shape.col) + row(shape.row);
    case 'area':
      return `${col(shape.from.col)}${row(shape.from.row)}:${col(shape.to.col)}${row(shape.to.row)}`;
    case 'cols':
      return `${col(shape.from)}:${col(shape.to)}`;
    case 'rows':
      return `${row(shape.from)}:${row(shape.to)}`;
  }
}

/** A sheet name as a reference prefix, quoted when it is not a plain identifier (the serializer's rule). */
export function sheetPrefix(name: string): string {
  return serializedPrefix(name);
}
