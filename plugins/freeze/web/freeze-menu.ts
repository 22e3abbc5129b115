import { columnLetters } from '../../workbook/index.js';
import type { EditorHost, MenuContribution } from '../../../web/plugin-api/index.js';
import { frozenOf } from '../set-frozen.js';

type Axis = 'rows' | 'columns';

/** A Freeze item that freezes `count(host)` lines of one axis, checked when that many are frozen. */
function freezeItem(axis: Axis, order: number, label: MenuContribution['label'], count: (host: EditorHost) => number, separatorBefore = false): Omit<MenuContribution, 'menu'> {
  return {
    submenu: 'Freeze',
    label,
    order,
    separatorBefore,
    command: 'freeze.set',
    params: (host) => ({ sheetId: host.sheet.id, [axis]: count(host) }),
    isChecked: (host) => frozenOf(host.sheet)[axis] === count(host),
    // Freezing changes the template, which shadow mode never does.
    isVisible: (host) => !host.mode.shadow,
  };
}

/** Freeze as in Sheets: no rows, 1 row, 2 rows, up to the current row; the same for columns. */
const freezeItems: readonly Omit<MenuContribution, 'menu'>[] = [
  freezeItem('rows', 50, 'No rows', () => 0),
  freezeItem('rows', 51, '1 row', () => 1),
  freezeItem('rows', 52, '2 rows', () => 2),
  freezeItem('rows', 53, (host) => `Up to row ${host.anchor.row + 1}`, (host) => host.anchor.row + 1),
  freezeItem('columns', 54, 'No columns', () => 0, true),
  freezeItem('columns', 55, '1 column', () => 1),
  freezeItem('columns', 56, '2 columns', () => 2),
  freezeItem('columns', 57, (host) => `Up to column ${columnLetters(host.anchor.col)}`, (host) => host.anchor.col + 1),
];

/** The Freeze submenu in View, where Sheets has it, and in Data, where the users looked for it too. */
export const freezeMenuItems: readonly MenuContribution[] = (['View', 'Data'] as const).flatMap((menu) => freezeItems.map((item) => ({ ...item, menu })));
