import type { InputType } from '../template-function/index.js';

/** A step of a place in the input: an object's key, or an array's index. */
export type PathStep = string | number;
export type InputPath = readonly PathStep[];

/** One column of a list of rows: a key of each row object, with the types its values may take. */
export interface RowColumn {
  readonly key: string;
  /** Empty when nothing says: any number, text or TRUE/FALSE. */
  readonly types: readonly InputType[];
}

/**
 * What one key of the input is edited with, derived from the template's input schema:
 * - `value`: one typed field (a number, text, TRUE/FALSE, or any of those when `types` is empty);
 * - `group`: an object read by dotted paths (`customer.name`), its keys as nested fields;
 * - `rows`: an array of objects read as a block (`INPUT("items", "name", "qty")`), a row per item;
 * - `list`: an array of values that spills down, a line per value;
 * - `json`: any other shape (positions in an array, nested arrays), edited as JSON text.
 */
export type FormField =
  | { readonly kind: 'value'; readonly key: string; readonly path: InputPath; readonly types: readonly InputType[] }
  | { readonly kind: 'group'; readonly key: string; readonly path: InputPath; readonly fields: readonly FormField[] }
  | { readonly kind: 'rows'; readonly key: string; readonly path: InputPath; readonly columns: readonly RowColumn[] }
  | { readonly kind: 'list'; readonly key: string; readonly path: InputPath; readonly types: readonly InputType[] }
  | { readonly kind: 'json'; readonly key: string; readonly path: InputPath };
