import { readPath } from '../formulas/index.js';
import type { Workbook } from '../workbook/index.js';
import type { JsonSchema } from './json-schema.js';
import { inputFields, type InputField, type InputType } from './inputs.js';

/** What one place of the input is known to hold. */
type Leaf =
  | { readonly kind: 'value'; readonly types: ReadonlySet<InputType>; readonly list: boolean }
  | { readonly kind: 'rows'; readonly keys: readonly string[]; readonly types: ReadonlyMap<string, ReadonlySet<InputType>> };

/** A tree of the input's places: objects by key, arrays by index (numeric parts), leaves where INPUT reads. */
interface Node {
  readonly children: Map<string, Node>;
  leaves: Leaf[];
}

const newNode = (): Node => ({ children: new Map(), leaves: [] });

/** The inputs a template is known to be given: its test shadows'. */
export function testShadowInputs(workbook: Workbook): unknown[] {
  return Object.values(workbook.testShadowsById).map((shadow) => shadow.input);
}

/**
 * The JSON Schema of a template's input: an object with the places its INPUT calls read (nested by their
 * dotted paths). A place is typed by the cell's declared type (Number, Percent, Text, Boolean) or else by
 * the values the examples give it (the template's test shadows' inputs; a grid adds its own); a place with
 * neither evidence accepts any JSON value. No place is required: INPUT gives an empty value for an absent path.
 */
export function inputSchema(workbook: Workbook, examples: readonly unknown[] = testShadowInputs(workbook)): JsonSchema {
  const root = newNode();
  for (const field of inputFields(workbook)) place(root, field, examples);
  return objectSchema(root, 'The template\'s input, read by its INPUT calls.');
}

function place(root: Node, field: InputField, examples: readonly unknown[]): void {
  let node = root;
  for (const part of field.path) {
    let child = node.children.get(part);
    if (!child) node.children.set(part, (child = newNode()));
    node = child;
  }
  const found = examples.map((input) => readPath(input, field.path.join('.'))).filter((value) => value !== undefined && value !== null);
  node.leaves.push(field.keys.length ? rowsLeaf(field.keys, found) : valueLeaf(field, found));
}

function valueLeaf(field: InputField, found: readonly unknown[]): Leaf {
  const list = found.length > 0 && found.every(Array.isArray);
  const values = list ? found.flatMap((value) => value as unknown[]) : found;
  const types = field.declared ? new Set([field.declared]) : typesOf(values);
  return { kind: 'value', types, list };
}

function rowsLeaf(keys: readonly string[], found: readonly unknown[]): Leaf {
  const rows = found.filter(Array.isArray).flat();
  return { kind: 'rows', keys, types: new Map(keys.map((key) => [key, typesOf(rows.map((row) => readPath(row, key)))])) };
}

function typesOf(values: readonly unknown[]): Set<InputType> {
  const types = new Set<InputType>();
  for (const value of values) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') types.add(typeof value as InputType);
  }
  return types;
}

function schemaOf(node: Node): JsonSchema {
  if (node.children.size === 0) return leafSchema(node.leaves);
  const numeric = [...node.children.keys()].every((key) => /^\d+$/.test(key));
  if (numeric) {
    const last = Math.max(...[...node.children.keys()].map(Number));
    const prefixItems = Array.from({ length: last + 1 }, (_, i) => {
      const child = node.children.get(String(i));
      return child ? schemaOf(child) : {};
    });
    return { type: 'array', prefixItems };
  }
  return objectSchema(node, undefined);
}

function objectSchema(node: Node, description: string | undefined): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, child] of node.children) properties[key] = schemaOf(child);
  return { type: 'object', ...(description ? { description } : {}), properties, additionalProperties: true };
}

/** Where several calls read one place, the widest reading wins: rows of objects, then a list, then a value. */
function leafSchema(leaves: readonly Leaf[]): JsonSchema {
  const rows = leaves.find((leaf) => leaf.kind === 'rows');
  if (rows && rows.kind === 'rows') {
    const properties: Record<string, JsonSchema> = {};
    for (const key of rows.keys) properties[key] = scalarSchema(rows.types.get(key) ?? new Set());
    return { type: 'array', description: 'One row per item; each key is a column.', items: { type: 'object', properties, additionalProperties: true } };
  }
  const types = new Set<InputType>();
  let list = false;
  for (const leaf of leaves) {
    if (leaf.kind !== 'value') continue;
    for (const type of leaf.types) types.add(type);
    list ||= leaf.list;
  }
  const scalar = scalarSchema(types);
  return list ? { type: 'array', description: 'Spills down, one item per row.', items: scalar } : scalar;
}

function scalarSchema(types: ReadonlySet<InputType>): JsonSchema {
  if (types.size === 0) return { description: 'Any JSON value: a number, text or boolean is shown as it is, an array spills down.' };
  const list = [...types].sort();
  return { type: list.length === 1 ? list[0] : list };
}
