import { BehaviorSubject } from 'rxjs';
import type { CellValidation } from '../../workbook/index.js';
import type { EditorHost, MenuContribution, WebCommand } from '../../../web/plugin-api/index.js';
import { NEW_VALIDATION } from './validation-options.js';

/** The validation Insert > Dropdown asks the Data Validation section to start from, until it has. */
export const proposedValidation = new BehaviorSubject<CellValidation | null>(null);

const SECTION = 'data-validation';
const INSERT_DROPDOWN = 'validation.insert-dropdown';

/**
 * Insert > Dropdown, as in Sheets: the Data Validation section opened on the selection with a list of
 * items to fill in (a list the cell already has is kept).
 */
export const insertDropdown: WebCommand = {
  id: INSERT_DROPDOWN,
  run(host: EditorHost) {
    const current = host.activeCell?.data?.validation;
    proposedValidation.next(current?.type === 'list_input' ? current : NEW_VALIDATION);
    host.kernel.view.run('view.set-sidebar', { sidebar: SECTION });
  },
};

/** Insert's Checkbox and Dropdown, and Data > Data validation (the cell menu's item). */
export const validationMenuItems: readonly MenuContribution[] = [
  {
    menu: 'Insert', label: 'Checkbox', order: 21, command: 'validation.set',
    params: ({ sheet, area }) => ({ sheetId: sheet.id, area, validation: { type: 'checkbox' } }),
  },
  { menu: 'Insert', label: 'Dropdown', order: 22, command: INSERT_DROPDOWN },
  { menu: 'Data', label: 'Data validation', order: 30, command: 'view.set-sidebar', params: () => ({ sidebar: SECTION }) },
];
