import { Sheet } from 'lucide-react';
import type { EditorHost, WebPart } from '../../../web/plugin-api/index.js';
import { tableAreas } from './table-areas.js';
import { tableColumnHeader } from './table-description.js';
import { tableOverlay } from './table-overlay.js';
import { tablesLayer } from './table-layer.js';
import { activeTableId, openTableSettings } from './table-session.js';

const SETTINGS = 'tables.open-settings';
const create = (host: EditorHost) => ({ sheetId: host.sheet.id, area: host.area });

/**
 * Tables in the editor: Insert > Table and the toolbar's Insert table button make one of the selection
 * (its first row the header), the grid draws each in its style, and the cell menu's Table settings opens
 * the dialog that renames it, shows or hides its header and totals rows, and deletes it. The name box
 * selects a table by its name.
 */
export const tablesWebPart: WebPart = {
  id: 'tables',
  commands: [{ id: SETTINGS, run: openTableSettings }],
  toolbarItems: [{ kind: 'button', id: 'tables.insert', slot: 'insert', order: 35, label: () => 'Insert table', icon: Sheet, command: 'tables.create', params: create }],
  menuItems: [{ menu: 'Insert', label: 'Table', command: 'tables.create', params: create, order: 30 }],
  contextMenuItems: [{ target: 'cell', label: 'Table settings', order: 30, command: SETTINGS, isVisible: (host) => activeTableId(host) !== undefined }],
  canvasLayers: [tablesLayer],
  cellOverlays: [tableOverlay],
  namedAreas: [tableAreas],
  cellDescriptions: [tableColumnHeader],
};
