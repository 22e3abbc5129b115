import { Funnel } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { filterLayer } from './filter-layer.js';
import { filterOverlay } from './filter-overlay.js';

/** The filter's web part: the toolbar's filter button and Data > Create a filter, the grid's filter layer and its column popups. */
export const filtersWebPart: WebPart = {
  id: 'filters',
  toolbarItems: [
    {
      kind: 'button',
      id: 'filters.toggle',
      slot: 'data',
      order: 10,
      // Its name says what a press will do.
      label: ({ sheet }) => (sheet.filter ? 'Remove filter' : 'Create a filter'),
      icon: Funnel,
      shortcut: 'Ctrl+Shift+L',
      command: 'filters.toggle',
      params: ({ sheet, area }) => ({ sheetId: sheet.id, area }),
      isPressed: ({ sheet }) => sheet.filter !== undefined,
    },
  ],
  // Data > Create a filter: the toolbar button's action, named as the button names it.
  menuItems: [{ menu: 'Data', label: ({ sheet }) => (sheet.filter ? 'Remove filter' : 'Create a filter'), command: 'filters.toggle', params: ({ sheet, area }) => ({ sheetId: sheet.id, area }), order: 20, separatorBefore: true }],
  canvasLayers: [filterLayer],
  cellOverlays: [filterOverlay],
};
