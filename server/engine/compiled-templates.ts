import { TemplateFunction, type CallResult } from '../../plugins/template-function/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { JsonValue } from '../storage/records.js';
import { readTemplate, serverEngineOptions, withUserFunctions } from './templates.js';

/** Versions whose compiled form is kept (each holds its engine: memory grows with the template's size). */
const CAPACITY = 16;

/** A version's template compiled for calls; content keys are immutable, so a key never goes stale. */
export interface CompiledTemplate {
  readonly workbook: Workbook;
  call(input: unknown): CallResult;
}

/**
 * Templates compiled per version content, least recently used dropped first: a call to a cached version
 * costs only its input's recompute. Concurrent first calls of one version share one compilation.
 */
export class CompiledTemplates {
  private readonly entries = new Map<string, Promise<CompiledTemplate>>();

  constructor(private readonly load: (contentKey: string) => Promise<JsonValue>) {}

  get(contentKey: string): Promise<CompiledTemplate> {
    const found = this.entries.get(contentKey);
    if (found) {
      this.entries.delete(contentKey);
      this.entries.set(contentKey, found);
      return found;
    }
    const compiled = this.load(contentKey).then((content) => compile(readTemplate(content)));
    this.entries.set(contentKey, compiled);
    compiled.catch(() => this.entries.get(contentKey) === compiled && this.entries.delete(contentKey));
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
    return compiled;
  }
}

function compile(workbook: Workbook): CompiledTemplate {
  // User functions get a time budget per evaluation: a shared engine would share one budget across calls,
  // so such a template gets a fresh engine (and sandboxes) per input; its parsed workbook is still reused.
  if (workbook.userFunctions.length) {
    return { workbook, call: (input) => withUserFunctions(workbook, (options) => new TemplateFunction(workbook, options).call(input)) };
  }
  const fn = new TemplateFunction(workbook, serverEngineOptions());
  return { workbook, call: (input) => fn.call(input) };
}
