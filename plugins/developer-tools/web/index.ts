import { Bug } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { devCommands, devMenuItems } from './dev-commands.js';
import { devToolsOverlay } from './dev-overlay.js';
import { DevelopersPanel } from './DevelopersPanel.js';
import './developer-tools.css';

/**
 * Developer mode (?dev=1 or true) in the editor: the Developers menu, the Developers section, and the
 * full-screen evaluation log and dependency tree modals.
 */
export const developerToolsWebPart: WebPart = {
  id: 'developer-tools',
  commands: devCommands,
  menuItems: devMenuItems,
  cellOverlays: [devToolsOverlay],
  sidebarSections: [{ id: 'developers', title: 'Developers', order: 100, icon: Bug, isVisible: (mode) => mode.dev, Panel: DevelopersPanel }],
};
