import { ChartColumn } from 'lucide-react';
import { SECTION_ORDER, type WebPart } from '../../../web/plugin-api/index.js';
import { chartAreas } from './chart-areas.js';
import { chartsFollower } from './charts-follower.js';
import { chartsLayer } from './charts-layer.js';
import { ChartsPanel } from './ChartsPanel.js';

/** The charts' web part: the toolbar's chart button, the charts over the grid, the Charts section, and charts named in the name box. */
export const chartsWebPart: WebPart = {
  id: 'charts',
  sidebarSections: [{ id: 'charts', title: 'Charts', order: SECTION_ORDER.charts, icon: ChartColumn, Panel: ChartsPanel }],
  toolbarItems: [
    {
      kind: 'button',
      id: 'charts.insert',
      slot: 'insert',
      order: 10,
      label: () => 'Insert chart',
      icon: ChartColumn,
      command: 'charts.insert',
      // An id chosen here lets the layer select the new chart.
      params: ({ sheet, area }) => ({ sheetId: sheet.id, area, id: globalThis.crypto.randomUUID().slice(0, 10) }),
    },
  ],
  cellOverlays: [chartsLayer],
  engineFollowers: [chartsFollower],
  namedAreas: [chartAreas],
};
