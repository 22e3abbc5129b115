import type { JsonSchema } from '../template-function/index.js';

/**
 * The flat columns of a template's outputs, from its output schema (`outputSchema`): a value is one column
 * named by its output key (`monthlyPayment`, `totals.paid`); a list of n values is n columns (`list.0`...);
 * a table one column per row and key (`schedule.0.payment`), or per row and column where no keys are set
 * (`grid.0.1`). The schema knows every range's size, so the columns are known before the first result.
 */
export function flatColumns(schema: JsonSchema): string[] {
  const columns: string[] = [];
  walk(schema, '', columns);
  return columns;
}

function walk(schema: JsonSchema, prefix: string, columns: string[]): void {
  if (schema.type === 'object' && schema.properties) {
    for (const [key, child] of Object.entries(schema.properties)) walk(child, prefix ? `${prefix}.${key}` : key, columns);
    return;
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && schema.maxItems !== undefined) {
    for (let row = 0; row < schema.maxItems; row++) walk(schema.items, `${prefix}.${row}`, columns);
    return;
  }
  columns.push(prefix);
}

/** The value at a flat column's path in a result's outputs (undefined when absent). */
export function flatValue(outputs: unknown, column: string): unknown {
  let node = outputs;
  for (const part of column.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
