import { readNumberText } from '../workbook/index.js';
import type { InputType } from '../template-function/index.js';
import { INPUT_MESSAGES } from './messages.js';

/** What a field's text reads as: a value (undefined when the field is empty), or why it reads as none. */
export type FieldReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** How a field shows a value as text and reads the text typed into it. */
export interface FieldCodec {
  read(text: string): FieldReading;
  write(value: unknown): string;
}

const EMPTY: FieldReading = { ok: true, value: undefined };

/**
 * A typed field's text as a spreadsheet reads a typed cell: numeric text (`1,250`, `$5`, `8%`) is a number
 * and TRUE or FALSE a boolean where the types allow them (no types: any value), anything else text where
 * text is allowed. Empty text is no value: the key is left out of the input.
 */
export function valueCodec(types: readonly InputType[]): FieldCodec {
  const allows = (type: InputType) => types.length === 0 || types.includes(type);
  return {
    read(text) {
      const trimmed = text.trim();
      if (trimmed === '') return EMPTY;
      const number = allows('number') ? readNumberText(trimmed) : undefined;
      if (number) return { ok: true, value: number.value };
      const upper = trimmed.toUpperCase();
      if (allows('boolean') && (upper === 'TRUE' || upper === 'FALSE')) return { ok: true, value: upper === 'TRUE' };
      if (allows('string')) return { ok: true, value: text };
      if (allows('number')) return { ok: false, error: allows('boolean') ? INPUT_MESSAGES.numberOrBoolean : INPUT_MESSAGES.number };
      return { ok: false, error: INPUT_MESSAGES.boolean };
    },
    write(value) {
      if (value === undefined || value === null) return '';
      if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      return JSON.stringify(value);
    },
  };
}

/** A JSON field: any JSON text; empty is no value. */
export const JSON_CODEC: FieldCodec = {
  read(text) {
    if (text.trim() === '') return EMPTY;
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, error: INPUT_MESSAGES.json };
    }
  },
  write: (value) => (value === undefined ? '' : JSON.stringify(value, null, 2)),
};
