import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { JsonObject, JsonValue } from '../storage/records.js';

/**
 * The server's template reading and a shadow's content, as plugins' routes and compute tasks use them. The
 * server gives its implementation (server/engine/template-engine.ts) through the route dependencies and the
 * task context, so the plugin API names only this contract and never the host's modules.
 */
export interface TemplateEngine {
  /** Reads a template file object into a workbook; a bad file is a 400 naming `what` and the JSON path of the first problem. */
  read(content: JsonValue, what?: string): Workbook;
  /** The parts of a template a shadow keeps its own copy of (those the assembled plugins declare `editableInShadows`). */
  readonly shadowKeys: readonly string[];
  /** A new shadow's content: the version's parts a shadow keeps, with its own input. */
  shadowOf(template: JsonObject, input: JsonValue): JsonObject;
  /** A template file object to evaluate: the version's content with the shadow's own sheets (and what else it keeps) in place. */
  withShadow(template: JsonObject, shadow: JsonObject): JsonObject;
  /** A shadow's input ({} when it has none). */
  inputOf(shadow: JsonObject): JsonValue;
  /** The input with the overrides' top-level keys replacing its own. */
  withOverrides(input: JsonValue, overrides: JsonObject | undefined): JsonValue;
}
