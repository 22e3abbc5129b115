import type { FormField } from './form-field.js';
import { valueAt } from './input-path.js';

const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const absent = (value: unknown): boolean => value === undefined || value === null;

/**
 * The form as it can show this input: a field whose value has another shape than the schema says (an
 * object where a number is read, a list where one value is) is shown as JSON, so the value is seen and
 * kept as it is rather than lost to a field that cannot hold it. Decided once for the input a form starts
 * from, so fields do not change kind as the person types.
 */
export function fittedForm(fields: readonly FormField[], input: unknown): FormField[] {
  return fields.map((field) => fitted(field, input));
}

function fitted(field: FormField, input: unknown): FormField {
  const value = valueAt(input, field.path);
  const json: FormField = { kind: 'json', key: field.key, path: field.path };
  switch (field.kind) {
    case 'value':
      return absent(value) || isScalar(value) ? field : json;
    case 'group':
      return absent(value) || isRecord(value) ? { ...field, fields: fittedForm(field.fields, input) } : json;
    case 'rows':
      return absent(value) || (Array.isArray(value) && value.every((row) => absent(row) || isRecord(row))) ? field : json;
    case 'list':
      return absent(value) || (Array.isArray(value) && value.every(isScalar)) ? field : json;
    case 'json':
      return field;
  }
}
