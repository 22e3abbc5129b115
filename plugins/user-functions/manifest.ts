import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';
import { addUserFunction, deleteUserFunction, updateUserFunction } from './commands.js';

/**
 * Author-written JavaScript functions, run in a QuickJS sandbox and callable from formulas. The manifest
 * (its commands) is apart from the sandbox so the editor assembles it without loading QuickJS up front.
 */
export const userFunctionsPlugin: PluginManifest<Workbook> = {
  id: 'user-functions',
  documentSlots: [{ path: 'userFunctions', affectsValues: true, editableInShadows: false }],
  dependsOn: ['workbook', 'formulas'],
  commands: [addUserFunction, deleteUserFunction, updateUserFunction] as PluginManifest<Workbook>['commands'],
};
