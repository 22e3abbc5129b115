import { Sigma } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { errorDescription } from './error-description.js';
import { insertFunctionCommands, insertFunctionMenuItems } from './insert-function.js';

/** The formulas' web part: the toolbar's Sum button, and Insert > Function, which does the same for a few functions. */
export const formulasWebPart: WebPart = {
  id: 'formulas',
  commands: insertFunctionCommands,
  menuItems: insertFunctionMenuItems,
  // First of the insert slot, after the data slot's separator: where Sheets keeps its functions button.
  cellDescriptions: [errorDescription],
  toolbarItems: [{ kind: 'button', id: 'formulas.sum', slot: 'insert', order: -10, label: () => 'Sum', icon: Sigma, command: 'formulas.insert-sum' }],
};
