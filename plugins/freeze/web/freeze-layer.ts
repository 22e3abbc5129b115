import type { CanvasLayer } from '../../../web/plugin-api/index.js';

/** Tells the grid which leading rows and columns stay in place: it draws them as frozen panes. */
export const freezeLayer: CanvasLayer = {
  id: 'freeze.panes',
  z: 5,
  prepare: (sheet) => (sheet.frozen ? { frozen: sheet.frozen } : undefined),
};
