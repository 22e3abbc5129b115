import { Tags } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { NamedRangesPanel } from './NamedRangesPanel.js';

/** The names plugin's web part: the Named Ranges section of the sidebar, also opened by Data > Named ranges. */
export const namesWebPart: WebPart = {
  id: 'names',
  sidebarSections: [{ id: 'named-ranges', title: 'Named Ranges', order: 70, icon: Tags, Panel: NamedRangesPanel }],
  menuItems: [{ menu: 'Data', label: 'Named ranges', command: 'view.set-sidebar', params: () => ({ sidebar: 'named-ranges' }), order: 40 }],
};
