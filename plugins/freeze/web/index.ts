import type { WebPart } from '../../../web/plugin-api/index.js';
import { freezeBars } from './freeze-bars.js';
import { freezeLayer } from './freeze-layer.js';
import { freezeMenuItems } from './freeze-menu.js';

/** Freeze panes' web part: View > Freeze and Data > Freeze, the frozen panes on the canvas and the draggable freeze bars. */
export const freezeWebPart: WebPart = {
  id: 'freeze',
  menuItems: freezeMenuItems,
  canvasLayers: [freezeLayer],
  cellOverlays: [freezeBars],
};
