import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { validationAdjuster } from './adjuster.js';
import { validationCommands } from './commands.js';

/**
 * Data validation (SPEC section 5): whether an entry passes a cell's validation, the help text shown when
 * it does not, the items of list validations (for the entry check and for autocomplete), the
 * configuration errors of the form and the commands validation.set / validation.clear. The validation
 * itself is a field of each cell's data, so it moves with its cells through structural changes; the
 * adjuster keeps a list's range text on its cells.
 */
export const validationPlugin: PluginManifest<Workbook> = {
  id: 'validation',
  dependsOn: ['workbook', 'names', 'formulas'],
  commands: validationCommands,
  adjusters: [validationAdjuster],
};

export { validationAdjuster } from './adjuster.js';

export { cleanValidation, clearValidation, setValidation, UNKNOWN_VALIDATION_MESSAGE, validationCommands, type SetValidationParams } from './commands.js';
export { configurationError, CONFIGURATION_MESSAGES, inputCount, inputKind, MISSING_INFORMATION } from './configuration.js';

export { passesValidation } from './check.js';
export { entryRefusal, validationAt } from './entry-check.js';
export { validationHelpText } from './help-text.js';
export { listItems } from './list-items.js';
export { valuePasses } from './value-check.js';
