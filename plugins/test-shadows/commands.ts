import type { Draft } from 'immer';
import { UserError, type CommandDefinition } from '../../kernel/index.js';
import type { TestShadow, Workbook } from '../workbook/model/index.js';
import { DEFAULT_TEST_SHADOW_NAME, NO_SUCH_TEST_SHADOW, NOT_AN_OBJECT } from './messages.js';

export interface AddTestShadowParams {
  /** Defaults to {}; a data preset's input when one is applied. */
  readonly input?: unknown;
}
export interface RenameTestShadowParams {
  readonly id: number;
  readonly name: string;
}
export interface SetTestShadowInputParams {
  readonly id: number;
  readonly input: unknown;
  /** The JSON as the author typed it (kept for the editor). */
  readonly inputText?: string;
}
export interface SetExpectedOutputsParams {
  readonly id: number;
  /** Undefined clears them (the shadow is then skipped by `gridcast test`). */
  readonly expectedOutputs?: unknown;
}
export interface DeleteTestShadowParams {
  readonly id: number;
}

/** SPEC section 3: a new test shadow's id is the highest plus one. */
export function nextTestShadowId(workbook: Workbook): number {
  return Object.values(workbook.testShadowsById).reduce((max, shadow) => Math.max(max, shadow.id), 0) + 1;
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function draftShadow(draft: Draft<Workbook>, id: number): Draft<TestShadow> {
  const shadow = draft.testShadowsById[String(id)];
  if (!shadow) throw new UserError(NO_SUCH_TEST_SHADOW);
  return shadow;
}

export const addTestShadow: CommandDefinition<AddTestShadowParams, Workbook> = {
  id: 'test-shadows.add',
  run(draft, params, ctx) {
    const input = params.input ?? {};
    if (!isObject(input)) throw new UserError(NOT_AN_OBJECT);
    const id = nextTestShadowId(ctx.before);
    draft.testShadowsById[String(id)] = { id, name: DEFAULT_TEST_SHADOW_NAME, input, inputText: JSON.stringify(input, null, 2) } as Draft<TestShadow>;
  },
};

/** A blank name becomes "Untitled" (SPEC section 5). */
export const renameTestShadow: CommandDefinition<RenameTestShadowParams, Workbook> = {
  id: 'test-shadows.rename',
  run(draft, params) {
    draftShadow(draft, params.id).name = params.name.trim() || DEFAULT_TEST_SHADOW_NAME;
  },
};

export const setTestShadowInput: CommandDefinition<SetTestShadowInputParams, Workbook> = {
  id: 'test-shadows.set-input',
  run(draft, params) {
    if (!isObject(params.input)) throw new UserError(NOT_AN_OBJECT);
    const shadow = draftShadow(draft, params.id);
    shadow.input = params.input;
    shadow.inputText = params.inputText ?? JSON.stringify(params.input, null, 2);
  },
};

export const setExpectedOutputs: CommandDefinition<SetExpectedOutputsParams, Workbook> = {
  id: 'test-shadows.set-expected',
  run(draft, params) {
    const shadow = draftShadow(draft, params.id);
    if (params.expectedOutputs === undefined) delete shadow.expectedOutputs;
    else shadow.expectedOutputs = params.expectedOutputs;
  },
};

export const deleteTestShadow: CommandDefinition<DeleteTestShadowParams, Workbook> = {
  id: 'test-shadows.delete',
  run(draft, params) {
    draftShadow(draft, params.id);
    delete draft.testShadowsById[String(params.id)];
  },
};

export const testShadowCommands = [addTestShadow, renameTestShadow, setTestShadowInput, setExpectedOutputs, deleteTestShadow];
