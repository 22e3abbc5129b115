import { ChartColumn } from 'lucide-react';
import type { EditorHost, WebPart } from '../../../web/plugin-api/index.js';
import { chartAreas } from './chart-areas.js';
import { focusNextChart } from './chart-focus.js';
import { chartsFollower } from './charts-follower.js';
import { chartsLayer } from './charts-layer.js';
import { ChartsPanel } from './ChartsPanel.js';

// An id chosen here lets the layer select the new chart.
const insertParams = ({ sheet, area }: EditorHost) => ({ sheetId: sheet.id, area, id: globalThis.crypto.randomUUID().slice(0, 10) });

/** The charts' web part: the toolbar's chart button and Insert > Chart, the charts over the grid, the Charts section, and charts named in the name box. */
export const chartsWebPart: WebPart = {
  id: 'charts',
  sidebarSections: [{ id: 'charts', title: 'Charts', order: 20, icon: ChartColumn, Panel: ChartsPanel, opensByDefault: true }],
  toolbarItems: [
    {
      kind: 'button',
      id: 'charts.insert',
      slot: 'insert',
      order: 10,
      label: () => 'Insert chart',
      icon: ChartColumn,
      command: 'charts.insert',
      params: insertParams,
    },
  ],
  menuItems: [{ menu: 'Insert', label: 'Chart', command: 'charts.insert', params: insertParams, order: 10, separatorBefore: true }],
  commands: [focusNextChart],
  cellOverlays: [chartsLayer],
  engineFollowers: [chartsFollower],
  namedAreas: [chartAreas],
};
