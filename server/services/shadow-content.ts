import type { JsonObject, JsonValue } from '../storage/records.js';

// `keys`: the parts of a template a shadow keeps its own copy of (SPEC section 3 "Shadow", section 7 PUT
// body), which the plugins owning them declare (`editableInShadows`; server/engine/template-engine.ts reads them).

/** A new shadow's content: the version's sheets and names, with its own input (never one a template file carried). */
export function shadowContentFrom(template: JsonObject, input: JsonValue, keys: readonly string[]): JsonObject {
  const content: JsonObject = {};
  for (const key of keys) if (template[key] !== undefined) content[key] = template[key];
  content.input = input;
  if (template.inputDependents !== undefined) content.inputDependents = template.inputDependents;
  return content;
}

/** A template file object to evaluate: the version's content with the shadow's sheets in place. */
export function templateWithShadow(template: JsonObject, shadow: JsonObject, keys: readonly string[]): JsonObject {
  const merged: JsonObject = { ...template };
  for (const key of keys) if (shadow[key] !== undefined) merged[key] = shadow[key];
  return merged;
}

export function inputOf(shadow: JsonObject): JsonValue {
  return shadow.input ?? {};
}

/** The input with the overrides' top-level keys replacing its own. */
export function applyOverrides(input: JsonValue, overrides: JsonObject | undefined): JsonValue {
  if (!overrides) return input;
  const base = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  return { ...base, ...overrides };
}

export function asObject(value: JsonValue): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
