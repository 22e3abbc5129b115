import { describe, expect, it } from 'vitest';
import { collectContributions } from '../../../web/editor/contributions.js';
import { GRID_MODE, isPanelSection, type SidebarPanelSection, type WebPart } from '../../../web/plugin-api/index.js';
import { exitSection } from '../../../web/editor/exit-section.js';
import { editorAssembly } from '../../../web/plugins.js';
import { clampWidth, defaultSection, openSection, pressedSection, SIDEBAR_WIDTH, toggledSidebar, visibleSections } from '../../../web/editor/sidebar/sections.js';

const Nothing = () => null;

/** A panel section with its own order, as each plugin's web part gives it. */
function section(id: string, order: number, extra: Partial<SidebarPanelSection> = {}): SidebarPanelSection {
  return { id, title: id, order, icon: Nothing, Panel: Nothing, ...extra };
}

const parts: WebPart[] = [
  { id: 'names', sidebarSections: [section('named-ranges', 70)] },
  { id: 'developers', sidebarSections: [section('developers', 100, { isVisible: (mode) => mode.dev })] },
  { id: 'editor', sidebarSections: [exitSection] },
  { id: 'formats', sidebarSections: [section('data-formats', 40)] },
  { id: 'charts', sidebarSections: [section('charts', 20, { opensByDefault: true })] },
];

describe('the sidebar sections', () => {
  it('lists the contributed sections in the spec order, whatever the order of assembly', () => {
    const { sections } = collectContributions(parts);
    expect(sections.map((s) => s.id)).toEqual(['exit', 'charts', 'data-formats', 'named-ranges', 'developers']);
  });

  it('shows a section only in the modes it names: Exit hidden in shadow mode, Developers only in dev mode', () => {
    const { sections } = collectContributions(parts);
    expect(visibleSections(sections, GRID_MODE).map((s) => s.id)).toEqual(['exit', 'charts', 'data-formats', 'named-ranges']);
    expect(visibleSections(sections, { ...GRID_MODE, shadow: true, dev: true }).map((s) => s.id)).toEqual(['charts', 'data-formats', 'named-ranges', 'developers']);
  });

  it('opens the section that opens by default (Charts) when it is assembled, otherwise the first panel section (never Exit), and nothing without panels', () => {
    const { sections } = collectContributions(parts);
    expect(defaultSection(sections)).toBe('charts');
    expect(defaultSection(sections.filter((s) => s.id !== 'charts'))).toBe('data-formats');
    expect(defaultSection([exitSection])).toBeNull();
    expect(defaultSection([])).toBeNull();
  });

  it('never opens Exit as a panel: it is a link to the grids list', () => {
    expect(isPanelSection(exitSection)).toBe(false);
    expect(exitSection.to).toBe('/app/grids');
    expect(openSection([exitSection], 'exit')).toBeUndefined();
  });

  it('lists Exit first among the sections the web app contributes, outside shadow mode', () => {
    expect(visibleSections(editorAssembly.contributions.sections, GRID_MODE)[0]?.id).toBe('exit');
    expect(visibleSections(editorAssembly.contributions.sections, { ...GRID_MODE, shadow: true }).some((s) => s.id === 'exit')).toBe(false);
  });

  it('lists a grid\'s Input first in shadow mode, and not at all for an author', () => {
    expect(visibleSections(editorAssembly.contributions.sections, { ...GRID_MODE, shadow: true })[0]?.id).toBe('input');
    expect(visibleSections(editorAssembly.contributions.sections, GRID_MODE).some((s) => s.id === 'input')).toBe(false);
  });

  it('closes the sidebar when the open section is pressed again, and switches on another', () => {
    expect(pressedSection('named-ranges', 'named-ranges')).toBeNull();
    expect(pressedSection('named-ranges', 'data-formats')).toBe('data-formats');
    expect(pressedSection(null, 'data-formats')).toBe('data-formats');
  });

  it('View > Sidebar closes an open sidebar and opens a closed one on the default section', () => {
    const { sections } = collectContributions(parts);
    expect(toggledSidebar(sections, 'named-ranges')).toBeNull();
    expect(toggledSidebar(sections, null)).toBe('charts');
    // A section that is not assembled (or not listed in this mode) counts as closed.
    expect(openSection(sections, 'casting')).toBeUndefined();
    expect(toggledSidebar(sections, 'casting')).toBe('charts');
  });

  it('keeps the width within its bounds', () => {
    expect(clampWidth(10)).toBe(SIDEBAR_WIDTH.min);
    expect(clampWidth(5000)).toBe(SIDEBAR_WIDTH.max);
    expect(clampWidth(300.4)).toBe(300);
    expect(clampWidth(Number.NaN)).toBe(SIDEBAR_WIDTH.initial);
  });
});

describe('the contributions of the assembled web parts', () => {
  it('orders menu, toolbar and context-menu items by their order and layers by z', () => {
    const collected = collectContributions([
      { id: 'a', contextMenuItems: [{ target: 'cell', label: 'Data validation', order: 30, command: 'view.set-sidebar' }], canvasLayers: [{ id: 'top', z: 20, prepare: () => undefined }] },
      { id: 'b', contextMenuItems: [{ target: 'cell', label: 'Format cells', order: 10, command: 'view.set-sidebar' }], canvasLayers: [{ id: 'low', z: 5, prepare: () => undefined }] },
    ]);
    expect(collected.contextMenuItems.map((item) => item.label)).toEqual(['Format cells', 'Data validation']);
    expect(collected.canvasLayers.map((layer) => layer.id)).toEqual(['low', 'top']);
  });
});
