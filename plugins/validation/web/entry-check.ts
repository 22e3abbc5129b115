import type { EntryCheck } from '../../../web/plugin-api/index.js';
import { entryRefusal } from '../entry-check.js';

/** SPEC section 4: text that fails the cell's data validation is refused with its help text. */
export const validationEntryCheck: EntryCheck = {
  id: 'validation',
  refuse(host, cell, text) {
    const message = entryRefusal(host.workbook, host.session.engine, host.sheet.id, cell.row, cell.col, text);
    return message === undefined ? undefined : { title: 'Data validation error', message };
  },
};
