import { Sigma } from 'lucide-react';
import type { WebPart } from '../../../../../web/plugin-api/index.js';
import { SheetStatsPanel } from './SheetStatsPanel.js';

/** The example plugin's web part: one sidebar section, listed after Casting and before Charts. */
export const sheetStatsWebPart: WebPart = {
  id: 'sheet-stats',
  sidebarSections: [{ id: 'sheet-stats', title: 'Sheet Statistics', order: 15, icon: Sigma, Panel: SheetStatsPanel }],
};
