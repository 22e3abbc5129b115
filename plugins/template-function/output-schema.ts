import { outputKey, resolveNamedRange } from '../names/index.js';
import type { Workbook } from '../workbook/index.js';
import type { JsonSchema } from './json-schema.js';

/** A computed value as the outputs give it: errors as their text ("#N/A"), dates as serial numbers. */
export const OUTPUT_SCALAR: JsonSchema = {
  type: ['number', 'string', 'boolean', 'null'],
  description: 'A computed value: a number (dates as serial numbers), text, a boolean, null when empty, or an error\'s text such as "#N/A".',
};

/**
 * The JSON Schema of a template's outputs (DESIGN.md "Outputs"): one key per named range flagged as an
 * output (its output name or name, dots nesting objects); one cell gives a value, one column an array, several
 * columns an array of row objects keyed by the column output keys (or of arrays where none are set).
 * `scalar` is what each value is (a `$ref` in a document).
 */
export function outputSchema(workbook: Workbook, scalar: JsonSchema = OUTPUT_SCALAR): JsonSchema {
  const root: MutableObject = { properties: {} };
  for (const range of Object.values(workbook.namedRangesById)) {
    if (!range.output) continue;
    const area = resolveNamedRange(workbook, range);
    const rows = area ? area.bottom - area.top + 1 : 1;
    const columns = area ? area.right - area.left + 1 : 1;
    const sheet = workbook.sheetsById[range.sheetId];
    const keys = area && sheet ? columnKeys(range.columnOutputs, sheet.columnIds.slice(area.left, area.right + 1)) : [];
    setPath(root, outputKey(range).split('.'), rangeSchema(rows, columns, keys, scalar, range.name));
  }
  return close(root);
}

interface MutableObject {
  properties: Record<string, MutableObject | JsonSchema>;
}

function rangeSchema(rows: number, columns: number, keys: readonly string[], scalar: JsonSchema, name: string): JsonSchema {
  const description = `Named range ${name}`;
  if (rows === 1 && columns === 1) return { ...scalar, description };
  const sized = { minItems: rows, maxItems: rows };
  if (columns === 1) return { type: 'array', description: `${description}: one value per row.`, items: scalar, ...sized };
  if (keys.length === 0) return { type: 'array', description: `${description}: one array per row, one value per column.`, items: { type: 'array', items: scalar, minItems: columns, maxItems: columns }, ...sized };
  const properties = Object.fromEntries(keys.map((key) => [key, scalar]));
  return { type: 'array', description: `${description}: one object per row.`, items: { type: 'object', properties, required: keys, additionalProperties: false }, ...sized };
}

function columnKeys(columnOutputs: Readonly<Record<string, string>> | undefined, columnIds: readonly string[]): string[] {
  if (!columnOutputs) return [];
  return columnIds.map((id) => columnOutputs[id]).filter((key): key is string => Boolean(key));
}

/** As computeOutputs nests values: objects on the way are created, a later key replaces a clash. */
function setPath(root: MutableObject, path: readonly string[], schema: JsonSchema): void {
  let node = root;
  for (const part of path.slice(0, -1)) {
    const next = node.properties[part];
    if (!next || !('properties' in next) || (next as JsonSchema).type !== undefined) node.properties[part] = { properties: {} };
    node = node.properties[part] as MutableObject;
  }
  node.properties[path[path.length - 1]] = schema;
}

function close(node: MutableObject): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, child] of Object.entries(node.properties)) properties[key] = isOpen(child) ? close(child) : child;
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

function isOpen(value: MutableObject | JsonSchema): value is MutableObject {
  return (value as JsonSchema).type === undefined && 'properties' in value;
}
