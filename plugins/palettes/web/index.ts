import { Palette } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { paletteLayer } from './palette-layer.js';
import { StylesPanel } from './StylesPanel.js';

/** Palettes in the editor: their looks laid over the cells that use them, and the Styles section. */
export const palettesWebPart: WebPart = {
  id: 'palettes',
  canvasLayers: [paletteLayer],
  sidebarSections: [{ id: 'styles', title: 'Styles', order: 80, icon: Palette, Panel: StylesPanel }],
};
