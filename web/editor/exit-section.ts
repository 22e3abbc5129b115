import { LogOut } from 'lucide-react';
import type { SidebarLinkSection, WebPart } from '../plugin-api/index.js';

/**
 * Exit (SPEC section 2, first of the sidebar's sections): leaves the editor for the grids list, as
 * File > Exit does (edits not saved yet are saved on the way). Shadows have nowhere to exit to, so it is
 * hidden in shadow mode. It belongs to no plugin: the editor's frame contributes it through the same contract.
 */
export const exitSection: SidebarLinkSection = {
  id: 'exit',
  title: 'Exit',
  order: 0,
  icon: LogOut,
  isVisible: (mode) => !mode.shadow,
  to: '/app/grids',
};

export const editorFramePart: WebPart = { id: 'editor', sidebarSections: [exitSection] };
