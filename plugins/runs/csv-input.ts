import type { CsvField } from './csv-fields.js';

/** A CSV header's column, as the path its values go to (`buyer.name` is `buyer`, `name`; `items.0.price` indexes a list). */
export type ColumnPath = readonly string[];

/** A header row's columns as paths; a blank or repeated column name is an error naming it. */
export function headerPaths(header: readonly CsvField[]): ColumnPath[] {
  const seen = new Set<string>();
  return header.map((field, index) => {
    const name = field.text.trim();
    if (name === '') throw new Error(`column ${index + 1} of the header has no name`);
    if (seen.has(name)) throw new Error(`the header names column "${name}" twice`);
    seen.add(name);
    const parts = name.split('.');
    if (parts.some((part) => part === '')) throw new Error(`column "${name}" of the header has an empty part`);
    return parts;
  });
}

/**
 * The input one CSV record gives: each column's value put at its header's path, objects nesting by dots
 * and a numeric part making a list. An empty field is left out (INPUT gives an empty value for an absent
 * path); a field that reads as a number is a number, `true`/`false` (any case) a boolean, unless it was
 * quoted; anything else is text. A number with leading zeros (`007`) stays text, as a code would.
 */
export function csvInput(paths: readonly ColumnPath[], fields: readonly CsvField[]): Record<string, unknown> {
  if (fields.length > paths.length) throw new Error(`the record has ${fields.length} fields but the header names ${paths.length} columns`);
  const input: Record<string, unknown> = {};
  fields.forEach((field, column) => {
    if (field.text === '' && !field.quoted) return;
    put(input, paths[column], typedValue(field));
  });
  return input;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const LEADING_ZERO = /^[+-]?0\d/;

/** A field's value: typed as a spreadsheet types what is typed into a cell, unless quoted. */
export function typedValue(field: CsvField): string | number | boolean {
  if (field.quoted) return field.text;
  const text = field.text.trim();
  if (NUMBER.test(text) && !LEADING_ZERO.test(text)) {
    const number = Number(text);
    if (Number.isFinite(number)) return number;
  }
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return field.text;
}

const INDEX = /^\d+$/;

function put(root: Record<string, unknown>, path: ColumnPath, value: unknown): void {
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    const existing = (node as Record<string, unknown>)[key];
    const wanted = INDEX.test(path[i + 1]) ? 'list' : 'object';
    if (existing === undefined || typeof existing !== 'object' || existing === null || Array.isArray(existing) !== (wanted === 'list')) {
      (node as Record<string, unknown>)[key] = wanted === 'list' ? [] : {};
    }
    node = (node as Record<string, unknown>)[key] as Record<string, unknown> | unknown[];
  }
  (node as Record<string, unknown>)[path[path.length - 1]] = value;
}
