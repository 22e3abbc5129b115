import type { WebPart } from '../../../web/plugin-api/index.js';
import { RunsPanel } from './RunsPanel.js';

/** Runs in the editor: File > Runs over a file opens the Runs panel under the sheet (an author's tool: not in shadow mode). */
export const runsWebPart: WebPart = {
  id: 'runs',
  editorPanels: [{ id: 'runs', menuLabel: 'Runs over a file', isVisible: (mode) => !mode.shadow, Panel: RunsPanel }],
};
