import { JSON_CODEC, valueCodec, type FieldCodec } from './field-codec.js';
import type { FormField, InputPath } from './form-field.js';
import { valueAt, withValueAt } from './input-path.js';

/** An Input form being filled in: the input it gives now, and the texts typed into its fields. */
export interface FormState {
  /** The input with every valid text applied (invalid ones leave the value they had). */
  readonly input: unknown;
  /** Texts as typed, by field id: shown instead of the value's own text (`8%` stays `8%`, `abc` stays to be corrected). */
  readonly texts: ReadonlyMap<string, string>;
}

/** A field's id in the form: its path (row fields carry their row's index). */
export const fieldId = (path: InputPath): string => JSON.stringify(path);

/** A form showing this input, nothing typed yet. */
export const formState = (input: unknown): FormState => ({ input, texts: new Map() });

/** What a field shows: the text typed into it, or its value's text. */
export function shownText(state: FormState, path: InputPath, codec: FieldCodec): string {
  return state.texts.get(fieldId(path)) ?? codec.write(valueAt(state.input, path));
}

/** Text typed into a field: kept as typed, and its value put into the input when it reads as one. */
export function typeText(state: FormState, path: InputPath, codec: FieldCodec, text: string): FormState {
  const texts = new Map(state.texts).set(fieldId(path), text);
  const reading = codec.read(text);
  return { input: reading.ok ? withValueAt(state.input, path, reading.value) : state.input, texts };
}

/**
 * A value set at a place (a check box ticked, a row added or removed): typed texts at that place and
 * under it give way to it.
 */
export function setValue(state: FormState, path: InputPath, value: unknown): FormState {
  const id = fieldId(path);
  const under = `${id.slice(0, -1)},`;
  const texts = new Map([...state.texts].filter(([key]) => key !== id && !key.startsWith(under)));
  return { input: withValueAt(state.input, path, value), texts };
}

/** The codec of a field that holds one value (a value field, a row's cell, a list's line, JSON). */
export function codecOf(field: FormField): FieldCodec {
  return field.kind === 'value' || field.kind === 'list' ? valueCodec(field.types) : JSON_CODEC;
}

/** The problems of the form as filled in, by field id: a form with none gives a valid input. */
export function formErrors(fields: readonly FormField[], state: FormState): Map<string, string> {
  const errors = new Map<string, string>();
  const check = (path: InputPath, codec: FieldCodec) => {
    const reading = codec.read(shownText(state, path, codec));
    if (!reading.ok) errors.set(fieldId(path), reading.error);
  };
  const visit = (field: FormField): void => {
    const value = valueAt(state.input, field.path);
    const lines = Array.isArray(value) ? value : [];
    switch (field.kind) {
      case 'group':
        return field.fields.forEach(visit);
      case 'rows':
        return lines.forEach((_, row) => field.columns.forEach((column) => check([...field.path, row, column.key], valueCodec(column.types))));
      case 'list':
        return lines.forEach((_, line) => check([...field.path, line], valueCodec(field.types)));
      default:
        return check(field.path, codecOf(field));
    }
  };
  fields.forEach(visit);
  return errors;
}

/** Whether the form gives another input than this one (compared as JSON text: the form keeps keys in their places). */
export function changedFrom(state: FormState, input: unknown): boolean {
  return JSON.stringify(state.input) !== JSON.stringify(input);
}
