import { type EditorMode, isPanelSection, type SidebarPanelSection, type SidebarSection } from '../../plugin-api/index.js';

/** The sections listed in this mode, in their order. */
export function visibleSections(sections: readonly SidebarSection[], mode: EditorMode): readonly SidebarSection[] {
  return sections.filter((section) => section.isVisible?.(mode) ?? true);
}

/** The section View > Sidebar opens: the one that opens by default (Charts) when assembled, otherwise the first panel listed. */
export function defaultSection(sections: readonly SidebarSection[]): string | null {
  const panels = sections.filter(isPanelSection);
  return (panels.find((section) => section.opensByDefault) ?? panels[0])?.id ?? null;
}

/** The open section: the view state's, when it is a panel listed in this mode; null means the sidebar is closed. */
export function openSection(sections: readonly SidebarSection[], sidebar: string | null): SidebarPanelSection | undefined {
  return sections.filter(isPanelSection).find((section) => section.id === sidebar);
}

/** A press on a section's button: it opens that section, or closes the sidebar when it is the open one. */
export function pressedSection(sidebar: string | null, pressed: string): string | null {
  return sidebar === pressed ? null : pressed;
}

/** View > Sidebar: closes an open sidebar, opens a closed one on its default section. */
export function toggledSidebar(sections: readonly SidebarSection[], sidebar: string | null): string | null {
  return openSection(sections, sidebar) ? null : defaultSection(sections);
}

/** Pixels: the panel's width bounds and its width when first opened. */
export const SIDEBAR_WIDTH = { min: 240, max: 640, initial: 320 } as const;

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH.initial;
  return Math.round(Math.min(SIDEBAR_WIDTH.max, Math.max(SIDEBAR_WIDTH.min, width)));
}
