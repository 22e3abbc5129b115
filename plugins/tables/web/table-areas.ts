import type { NamedAreaSource } from '../../../web/plugin-api/index.js';
import { tableAt, tableBlock } from '../geometry.js';
import { tableNamed } from '../names.js';

/**
 * Tables in the name box: typing a table's name selects its cells (on its sheet), and while exactly a
 * table's cells are selected the name box shows its name, as in Excel.
 */
export const tableAreas: NamedAreaSource = {
  id: 'tables.names',
  select(host, name) {
    const table = tableNamed(host.workbook, name);
    const block = table && tableBlock(host.workbook, table);
    if (!block) return false;
    if (block.sheetId !== host.sheet.id) host.kernel.view.run('view.set-active-sheet', { sheetId: block.sheetId });
    host.kernel.view.run('view.select', { sheetId: block.sheetId, anchor: { row: block.top, col: block.left }, focus: { row: block.bottom, col: block.right } });
    host.focusGrid();
    return true;
  },
  useSelectedName({ workbook, sheet, area }) {
    const table = tableAt(workbook, sheet.id, area.top, area.left);
    const block = table && tableBlock(workbook, table);
    const whole = block && block.top === Math.min(area.top, area.bottom) && block.bottom === Math.max(area.top, area.bottom) && block.left === Math.min(area.left, area.right) && block.right === Math.max(area.left, area.right);
    return whole ? table!.name : undefined;
  },
};
