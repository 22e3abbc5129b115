import { getCell } from '../../workbook/index.js';
import type { CellDescription } from '../../../web/plugin-api/index.js';
import { validationHelpText } from '../help-text.js';
import { invalidReader, isList } from './validation-layer.js';

/**
 * What a screen reader hears of a cell's validation: that it is a dropdown or a checkbox, and when its
 * value fails the rule, "invalid:" and the rule's help text (what the red corner shows a sighted user).
 */
export const validationDescription: CellDescription = {
  id: 'validation.rule',
  describe: ({ sheet, workbook, session }, { row, col }) => {
    const validation = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.data?.validation;
    if (!validation) return undefined;
    const kind = isList(validation) ? 'dropdown' : validation.type === 'checkbox' ? 'checkbox' : undefined;
    const invalid = invalidReader(workbook, sheet, session.engine)(row, col, validation);
    return [kind, invalid ? `invalid: ${validationHelpText(validation)}` : undefined].filter((part) => part !== undefined).join(', ') || undefined;
  },
};
