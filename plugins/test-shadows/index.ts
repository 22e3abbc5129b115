import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { testShadowCommands } from './commands.js';

/**
 * Test shadows (SPEC sections 1, 3, 5): a template's named sample inputs with the outputs they should
 * give. Commands to add, rename, set the input of, set the expected outputs of and delete one (each one
 * undo step, saved with the template), and the check `gridcast test` and the editor share.
 */
export const testShadowsPlugin: PluginManifest<Workbook> = {
  id: 'test-shadows',
  documentSlots: [{ path: 'testShadowsById', affectsValues: false, editableInShadows: false }],
  dependsOn: ['workbook', 'formulas', 'template-function'],
  commands: testShadowCommands as PluginManifest<Workbook>['commands'],
};

export {
  addTestShadow, deleteTestShadow, nextTestShadowId, renameTestShadow, setExpectedOutputs, setTestShadowInput, testShadowCommands,
  type AddTestShadowParams, type DeleteTestShadowParams, type RenameTestShadowParams, type SetExpectedOutputsParams, type SetTestShadowInputParams,
} from './commands.js';
export { defaultTestInput } from './default-input.js';
export { checkTestShadow, type OutputCheck, type TestShadowResult, type TestStatus } from './results.js';
export * from './messages.js';
