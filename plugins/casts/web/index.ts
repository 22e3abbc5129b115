import { Cast } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { CastingPanel } from './CastingPanel.js';
import './casting.css';

/** The casts plugin's web part: the Casting section of the sidebar (New cast, suggested casts, a grid's own casts). */
export const castsWebPart: WebPart = {
  id: 'casts',
  sidebarSections: [{ id: 'casting', title: 'Casting', order: 10, icon: Cast, Panel: CastingPanel }],
};
