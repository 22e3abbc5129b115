import { filteredRowsOf } from '../../plugins/filters/index.js';
import { withAssembledFunctions, type AssembledPlugin, type EngineOptions, type OwnEngineOptions } from '../../plugins/formulas/index.js';
import { evaluateWorkbook } from '../../plugins/template-function/index.js';
import { userFunctionEngineOptions } from '../../plugins/user-functions/engine-options.js';
import { blockingSandboxRunner } from '../../plugins/user-functions/server/blocking-runner.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { templateEngineOf } from '../engine/template-engine.js';
import { readTemplate, readTemplateChunks } from '../engine/templates.js';
import { collectAfterReading } from '../http/collect-garbage.js';
import type { TemplateEngine } from '../plugin-api/template-engine.js';
import { asObject } from '../services/shadow-content.js';
import type { JsonObject, JsonValue } from '../storage/records.js';
import type { ContentText } from './protocol.js';
import { budgetedRunner, type UserFunctionBudget } from './user-function-budget.js';
import { KeptContents, MAX_KEPT_BYTES, MissingContent, parseText, textSize } from './worker-contents.js';

/** Outputs and every non-empty cell's value (by sheet name and A1 address) of a template for an input. */
export interface Evaluation {
  readonly outputs: JsonObject;
  readonly values: JsonObject;
}

/**
 * This worker's user-function sandbox: a worker of its own, started on the first call and replaced when
 * a call overruns (plugins/user-functions/server/blocking-runner.ts). Stopping this worker stops it too.
 */
const sandboxRunner = blockingSandboxRunner();
const kept = new KeptContents();

/**
 * What a task running in a compute worker uses: the stored content it names (held by this worker, or
 * sent by the request thread when asked for), and the engine with the request's user-function budget.
 */
export class TaskContext {
  /** Template reading and a shadow's content, for the plugins' task modules (which see only the plugin API). */
  readonly templates: TemplateEngine;

  /** `plugins`: the manifests the server assembles (the worker's runtime gives them), for their formula functions. */
  constructor(
    private readonly sent: Readonly<Record<string, ContentText>>,
    readonly userFunctions: UserFunctionBudget,
    private readonly plugins: readonly AssembledPlugin[],
  ) {
    this.templates = templateEngineOf(plugins);
  }

  /** Engine options with the assembled plugins' functions, the filters' hidden rows (SUBTOTAL leaves them out), and `own` (user functions). */
  engineOptions(own: OwnEngineOptions = {}): EngineOptions {
    return withAssembledFunctions({ filteredRows: filteredRowsOf, ...own }, this.plugins);
  }

  /**
   * Stored documents, parsed. Ask for all of a task's keys in one call: any this worker lacks end the
   * task (MissingContent), and the request thread runs it again with their text.
   */
  contents(keys: readonly string[]): JsonValue[] {
    const missing = keys.filter((key) => kept.get(key) === undefined && !this.sent[key]);
    if (missing.length) throw new MissingContent(missing);
    return keys.map((key) => kept.get(key) ?? this.parsed(key));
  }

  /** Stored documents as contents() gives them, each a JSON object ({} for anything else). */
  objects(keys: readonly string[]): JsonObject[] {
    return this.contents(keys).map(asObject);
  }

  /**
   * A stored template's workbook, read from the text sent without keeping the parsed document (the
   * caller keeps what it builds); a text too large to parse whole is read a chunk at a time (a 200k-row
   * template: no 75 MB string, no tree of a million cell objects).
   */
  workbook(key: string): Workbook {
    const held = kept.get(key);
    if (held !== undefined) return readTemplate(held);
    const text = this.sent[key];
    if (!text) throw new MissingContent([key]);
    const size = textSize(text);
    if (size <= MAX_KEPT_BYTES) return readTemplate(parseText(text));
    const workbook = readTemplateChunks(() => text);
    collectAfterReading(size);
    return workbook;
  }

  /**
   * Runs `evaluate` with engine options holding the server's functions and `workbook`'s user functions,
   * whose calls all count against this request's budget; frees their sandboxes after.
   */
  withUserFunctions<T>(workbook: Workbook, evaluate: (options: EngineOptions) => T): T {
    const userFunctions = userFunctionEngineOptions(workbook, budgetedRunner(sandboxRunner, this.userFunctions));
    try {
      return evaluate(this.engineOptions(userFunctions.options));
    } finally {
      userFunctions.dispose();
    }
  }

  /** A template file object computed for an input: its outputs and every non-empty cell's value. */
  evaluate(content: JsonObject, input: JsonValue): Evaluation {
    const workbook = readTemplate(content);
    return this.withUserFunctions(workbook, (engine) => {
      const { outputs, values } = evaluateWorkbook(workbook, input, { values: true, engine });
      return { outputs: outputs as JsonObject, values: (values ?? {}) as JsonObject };
    });
  }

  private parsed(key: string): JsonValue {
    const text = this.sent[key];
    const value = parseText(text);
    kept.set(key, value, textSize(text));
    return value;
  }
}
