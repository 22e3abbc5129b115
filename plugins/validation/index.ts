import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Data validation (SPEC section 5): whether an entry passes a cell's validation, the help text shown when
 * it does not, and the items of list validations (for the entry check and for autocomplete). The
 * validation itself is a field of the cell's data, set by the workbook's format commands.
 */
export const validationPlugin: PluginManifest<Workbook> = {
  id: 'validation',
  dependsOn: ['workbook', 'names', 'formulas'],
};

export { passesValidation } from './check.js';
export { entryRefusal, validationAt } from './entry-check.js';
export { validationHelpText } from './help-text.js';
export { listItems } from './list-items.js';
