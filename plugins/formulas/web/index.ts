import type { WebPart } from '../../../web/plugin-api/index.js';
import { insertFunctionCommands, insertFunctionMenuItems } from './insert-function.js';

/** The formulas' web part: Insert > Function, which does what the toolbar's Sum button does, for a few functions. */
export const formulasWebPart: WebPart = {
  id: 'formulas',
  commands: insertFunctionCommands,
  menuItems: insertFunctionMenuItems,
};
