import { Paintbrush } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { conditionalFormatsLayer } from './cf-layer.js';
import { ConditionalFormatsPanel } from './ConditionalFormatsPanel.js';
import { conditionalFormatsFollower } from './evaluators.js';

/**
 * Conditional formats in the editor: the evaluator kept in step with the engine, the looks laid over the
 * cells on the canvas, the sidebar section, and Format > Conditional formatting and the cell menu's item,
 * which open it (Sheets keeps it in its Format menu).
 */
export const conditionalFormatsWebPart: WebPart = {
  id: 'conditional-formats',
  engineFollowers: [conditionalFormatsFollower],
  canvasLayers: [conditionalFormatsLayer],
  sidebarSections: [
    { id: 'conditional-formatting', title: 'Conditional Formatting', order: 30, icon: Paintbrush, Panel: ConditionalFormatsPanel },
  ],
  menuItems: [{ menu: 'Format', label: 'Conditional formatting', order: 20, separatorBefore: true, command: 'view.set-sidebar', params: () => ({ sidebar: 'conditional-formatting' }) }],
  contextMenuItems: [
    { target: 'cell', label: 'Conditional formatting', order: 20, command: 'view.set-sidebar', params: () => ({ sidebar: 'conditional-formatting' }) },
  ],
};
