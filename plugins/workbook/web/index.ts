import type { WebPart } from '../../../web/plugin-api/index.js';
import { insertMenuItems, insertSheetCommand } from './insert-menu.js';
import { TableMenu } from './TableMenu.js';

/** The workbook's web part: the toolbar's table menu (Format as table) and Insert's rows, columns and sheet. */
export const workbookWebPart: WebPart = {
  id: 'workbook',
  toolbarItems: [{ kind: 'widget', id: 'workbook.format-as-table', slot: 'insert', order: 30, Component: TableMenu }],
  commands: [insertSheetCommand],
  menuItems: insertMenuItems,
};
