import { Lock } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { LocksPanel } from './LocksPanel.js';

/** The locks plugin's web part: the Locks section of the sidebar. */
export const locksWebPart: WebPart = {
  id: 'locks',
  sidebarSections: [{ id: 'locks', title: 'Locks', order: 60, icon: Lock, Panel: LocksPanel }],
};
