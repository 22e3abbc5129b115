import type { WebPart } from '../../../web/plugin-api/index.js';
import { findLayer } from './find-layer.js';
import { findOverlay } from './find-overlay.js';
import { openFindBar, openReplaceDialog } from './find-session.js';

/**
 * Find and replace's web part: the find bar (Ctrl/Cmd+F), the replace dialog (Ctrl/Cmd+Shift+H, since
 * Ctrl+H is the spec's hiding toggle), both in the Edit menu, and the matches drawn on the grid.
 */
export const findWebPart: WebPart = {
  id: 'find',
  commands: [
    { id: 'find.open', keys: ['Mod+F'], run: openFindBar },
    { id: 'find.open-replace', keys: ['Mod+Shift+H'], run: openReplaceDialog },
  ],
  menuItems: [
    { menu: 'Edit', label: 'Find', command: 'find.open', shortcut: 'Ctrl+F', order: 50, separatorBefore: true },
    { menu: 'Edit', label: 'Find and replace', command: 'find.open-replace', shortcut: 'Ctrl+Shift+H', order: 51 },
  ],
  canvasLayers: [findLayer],
  cellOverlays: [findOverlay],
};
