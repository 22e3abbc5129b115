import { Paintbrush } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { conditionalFormatsLayer } from './cf-layer.js';
import { ConditionalFormatsPanel } from './ConditionalFormatsPanel.js';
import { conditionalFormatsFollower } from './evaluators.js';

/**
 * Conditional formats in the editor: the evaluator kept in step with the engine, the looks laid over the
 * cells on the canvas, the sidebar section and the cell menu's 'Conditional formatting', which opens it.
 */
export const conditionalFormatsWebPart: WebPart = {
  id: 'conditional-formats',
  engineFollowers: [conditionalFormatsFollower],
  canvasLayers: [conditionalFormatsLayer],
  sidebarSections: [
    { id: 'conditional-formatting', title: 'Conditional Formatting', order: 30, icon: Paintbrush, Panel: ConditionalFormatsPanel },
  ],
  contextMenuItems: [
    { target: 'cell', label: 'Conditional formatting', order: 20, command: 'view.set-sidebar', params: () => ({ sidebar: 'conditional-formatting' }) },
  ],
};
