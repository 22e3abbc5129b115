import type { CompletionSource } from '../../../web/plugin-api/index.js';
import { validationAt } from '../entry-check.js';
import { listItems } from '../list-items.js';

/** A list validation's items, offered by autocomplete while its cell is edited. */
export const listCompletions: CompletionSource = {
  id: 'validation-list',
  items(host, cell) {
    const validation = validationAt(host.workbook, host.sheet.id, cell.row, cell.col);
    return validation ? listItems(validation, host.workbook, host.sheet.id, host.session.engine) : undefined;
  },
};
