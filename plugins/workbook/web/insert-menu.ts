import type { EditorHost, MenuContribution, WebCommand } from '../../../web/plugin-api/index.js';

const NEW_SHEET = 'workbook.insert-sheet';

const rowCount = (host: EditorHost) => host.area.bottom - host.area.top + 1;
const columnCount = (host: EditorHost) => host.area.right - host.area.left + 1;
const rows = (n: number) => (n === 1 ? '1 row' : `${n} rows`);
const columns = (n: number) => (n === 1 ? '1 column' : `${n} columns`);

/** Insert > Sheet: a new sheet after the others, opened, as the sheet tabs' + button does. */
export const insertSheetCommand: WebCommand = {
  id: NEW_SHEET,
  keys: ['Shift+F11'],
  run(host) {
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    void host.run('workbook.add-sheet', { id }).then((ok) => ok && host.kernel.view.run('view.set-active-sheet', { sheetId: id }));
  },
};

/**
 * Insert's rows, columns and sheet, as in Sheets: as many rows or columns as are selected, above or
 * below, left or right of the selection (the header menu's Insert items), and a new sheet.
 */
export const insertMenuItems: readonly MenuContribution[] = [
  {
    menu: 'Insert', submenu: 'Rows', order: 1, label: (host) => `Insert ${rows(rowCount(host))} above`, command: 'workbook.insert-rows',
    params: (host) => ({ sheetId: host.sheet.id, index: host.area.top, side: 'above', count: rowCount(host) }),
  },
  {
    menu: 'Insert', submenu: 'Rows', order: 2, label: (host) => `Insert ${rows(rowCount(host))} below`, command: 'workbook.insert-rows',
    params: (host) => ({ sheetId: host.sheet.id, index: host.area.bottom, side: 'below', count: rowCount(host) }),
  },
  {
    menu: 'Insert', submenu: 'Columns', order: 3, label: (host) => `Insert ${columns(columnCount(host))} left`, command: 'workbook.insert-columns',
    params: (host) => ({ sheetId: host.sheet.id, index: host.area.left, side: 'left', count: columnCount(host) }),
  },
  {
    menu: 'Insert', submenu: 'Columns', order: 4, label: (host) => `Insert ${columns(columnCount(host))} right`, command: 'workbook.insert-columns',
    params: (host) => ({ sheetId: host.sheet.id, index: host.area.right, side: 'right', count: columnCount(host) }),
  },
  { menu: 'Insert', label: 'Sheet', shortcut: 'Shift+F11', order: 5, command: NEW_SHEET },
];
