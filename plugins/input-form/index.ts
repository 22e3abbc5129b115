import type { PluginManifest } from '../../kernel/index.js';
import type { CommandDefinition } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { setInput } from './set-input.js';

/**
 * The Input form (host-neutral): the form that fills in a template's input, derived from the same input
 * schema the template's OpenAPI document publishes (`inputSchema`): a typed field per key, nested groups for
 * dotted paths, rows for arrays of objects, lines for lists, JSON for any other shape; the texts typed into
 * it read as a spreadsheet reads typed cells, and checked as they are typed. Its web part is the Input
 * section of a grid (shadow). A shadow's input is a slot of its document (`input`), set by one command, so
 * it travels on the live channel with the cells.
 */
export const inputFormPlugin: PluginManifest<Workbook> = {
  id: 'input-form',
  dependsOn: ['workbook', 'formulas', 'template-function'],
  // The engine is given the input by its host (EditorSession.setInput), not from patches: see workbook-sync's followedElsewhere.
  documentSlots: [{ path: 'input', affectsValues: true, editableInShadows: true }],
  commands: [setInput as CommandDefinition<never, Workbook>],
};

export type { FormField, InputPath, PathStep, RowColumn } from './form-field.js';
export { inputForm } from './derive-form.js';
export { fittedForm } from './fitted-form.js';
export { JSON_CODEC, valueCodec, type FieldCodec, type FieldReading } from './field-codec.js';
export { valueAt, withValueAt } from './input-path.js';
export { changedFrom, codecOf, fieldId, formErrors, formState, setValue, shownText, typeText, type FormState } from './form-state.js';
export { INPUT_MESSAGES } from './messages.js';
export { isJsonValue, setInput, type SetInputParams } from './set-input.js';
