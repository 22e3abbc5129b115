import type { CellKind } from '../../../web/plugin-api/index.js';

/**
 * A checkbox validation's cell (SPEC section 4): drawn as a box, checked when its value is TRUE; Space
 * toggles the selected checkboxes (workbook.toggle-checkbox; a click on the box is validation-overlay's).
 */
export const checkboxKind: CellKind = {
  id: 'checkbox',
  look: (cell, value) => (cell.data?.validation?.type === 'checkbox' ? { checkbox: value === true } : undefined),
  space(host) {
    if (host.activeCell?.data?.validation?.type !== 'checkbox') return false;
    void host.run('workbook.toggle-checkbox', { sheetId: host.sheet.id, area: host.area });
    return true;
  },
};
