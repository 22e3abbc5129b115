import { isError, type Scalar } from '../values.js';

/** A value in the outputs JSON: errors as their text ("#N/A"), dates as serial numbers. */
export type OutputScalar = number | string | boolean | null;
export type OutputValue = OutputScalar | readonly OutputValue[] | { readonly [key: string]: OutputValue };
export type Outputs = { [key: string]: OutputValue };

/** Reads a computed value by position (the engine's getValue). */
export type CellReader = (sheetId: string, row: number, col: number) => Scalar;

/** A computed value as JSON. */
export function outputScalar(value: Scalar): OutputScalar {
  if (isError(value)) return value.code;
  if (typeof value === 'number' && !Number.isFinite(value)) return '#NUM!';
  return value;
}
