import { Link } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { linkOverlay } from './link-overlay.js';
import { openLinkDialog } from './link-session.js';

const OPEN = 'links.open-dialog';

/** Links' web part: the Link toolbar button, Insert > Link and Ctrl/Cmd+K open the Link dialog. */
export const linksWebPart: WebPart = {
  id: 'links',
  commands: [{ id: OPEN, keys: ['Mod+K'], run: openLinkDialog }],
  toolbarItems: [{ kind: 'button', id: 'links.link', slot: 'insert', order: 0, label: () => 'Link', icon: Link, shortcut: 'Ctrl+K', command: OPEN }],
  menuItems: [{ menu: 'Insert', label: 'Link', command: OPEN, shortcut: 'Ctrl+K', order: 20, separatorBefore: true }],
  cellOverlays: [linkOverlay],
};
