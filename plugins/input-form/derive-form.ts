import type { InputType, JsonSchema } from '../template-function/index.js';
import type { FormField, InputPath, RowColumn } from './form-field.js';

const SCALARS: ReadonlySet<string> = new Set<InputType>(['number', 'string', 'boolean']);

/**
 * The form that edits an input of this schema (a template's input schema, `inputSchema`): a field per key
 * of the root object, in the schema's order.
 */
export function inputForm(schema: JsonSchema): FormField[] {
  return fieldsOf(schema, []);
}

function fieldsOf(schema: JsonSchema, path: InputPath): FormField[] {
  return Object.entries(schema.properties ?? {}).map(([key, child]) => fieldOf(key, child, [...path, key]));
}

function fieldOf(key: string, schema: JsonSchema, path: InputPath): FormField {
  const json: FormField = { kind: 'json', key, path };
  if (schema.type === 'object') {
    const fields = fieldsOf(schema, path);
    return fields.length ? { kind: 'group', key, path, fields } : json;
  }
  if (schema.type === 'array') {
    const items = schema.items;
    if (schema.prefixItems || !items) return json;
    if (items.type === 'object') {
      const columns = rowColumns(items);
      return columns ? { kind: 'rows', key, path, columns } : json;
    }
    const types = scalarTypes(items);
    return types ? { kind: 'list', key, path, types } : json;
  }
  const types = scalarTypes(schema);
  return types ? { kind: 'value', key, path, types } : json;
}

/** The columns of an array of objects whose keys all hold values; undefined when one holds more. */
function rowColumns(items: JsonSchema): RowColumn[] | undefined {
  const columns: RowColumn[] = [];
  for (const [key, column] of Object.entries(items.properties ?? {})) {
    const types = scalarTypes(column);
    if (!types) return undefined;
    columns.push({ key, types });
  }
  return columns.length ? columns : undefined;
}

/** A value's types (none: any value); undefined for a schema of objects or arrays. */
function scalarTypes(schema: JsonSchema): InputType[] | undefined {
  if (schema.properties || schema.items || schema.prefixItems) return undefined;
  if (schema.type === undefined) return [];
  const types = typeof schema.type === 'string' ? [schema.type] : [...schema.type];
  return types.every((type) => SCALARS.has(type)) ? (types as InputType[]) : undefined;
}
