import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isPanelSection, type SidebarSection } from '../../plugin-api/index.js';
import { KEEPS_FOCUS } from '../../ui/focus-home.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { useEditorApp } from '../editor-app.js';
import { useEditor } from '../editor-context.js';
import { clampWidth, openSection, pressedSection, SIDEBAR_WIDTH, visibleSections } from './sections.js';
import './sidebar.css';

/** Pixels a press of Left or Right on the resize handle moves it. */
const KEY_STEP = 16;

/**
 * The sidebar (SPEC section 2): the open section's panel beside the grid, and a rail with one button per
 * section the assembled plugins contribute, in the spec's order. Pressing the open section's button closes
 * the sidebar; View > Sidebar toggles it. The handle on its left edge resizes it (drag, or Left/Right).
 */
export function Sidebar() {
  const { kernel, view, mode, focusGrid, contributions } = useEditor();
  const { navigate } = useEditorApp();
  const sections = visibleSections(contributions.sections, mode);
  const open = openSection(sections, view.sidebar);
  const [width, setWidth] = useState<number>(SIDEBAR_WIDTH.initial);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const aside = useRef<HTMLElement>(null);
  const panel = useRef<HTMLElement>(null);
  // A section opened from elsewhere (a menu item, the cell menu, a toolbar button) takes the keys, as
  // Sheets' side panels do; one switched from the rail leaves them on the rail; the one open on load does not.
  const openId = open?.id;
  const shown = useRef(openId);
  useEffect(() => {
    if (openId === shown.current) return;
    shown.current = openId;
    if (openId && !aside.current?.contains(document.activeElement)) panel.current?.focus({ preventScroll: true });
  }, [openId]);
  if (!open) return null;

  const press = (section: SidebarSection) => {
    if (!isPanelSection(section)) return navigate(section.to);
    const next = pressedSection(view.sidebar, section.id);
    kernel.view.run('view.set-sidebar', { sidebar: next });
    if (next === null) focusGrid();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  // The handle is on the left edge: moving it left widens the panel.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => drag.current && setWidth(clampWidth(drag.current.width - (event.clientX - drag.current.x)));
  const onPointerUp = () => (drag.current = null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    setWidth(clampWidth(width + (event.key === 'ArrowLeft' ? KEY_STEP : -KEY_STEP)));
  };
  const Panel = open.Panel;
  return (
    <aside ref={aside} className="sidebar" aria-label="Sidebar" {...{ [KEEPS_FOCUS]: '' }}>
      <div
        className="sidebar-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize sidebar"
        aria-valuemin={SIDEBAR_WIDTH.min}
        aria-valuemax={SIDEBAR_WIDTH.max}
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <section ref={panel} className="sidebar-panel" aria-label={open.title} tabIndex={-1} style={{ width }}>
        <h2 className="sidebar-title">{open.title}</h2>
        <Panel key={open.id} />
      </section>
      <nav className="sidebar-rail" aria-label="Sidebar sections">
        {sections.map((section) => {
          const Icon = section.icon;
          return (
            <Tooltip key={section.id} content={section.title} side="left">
              <button type="button" className="sidebar-tab" aria-label={section.title} aria-pressed={isPanelSection(section) ? section.id === open.id : undefined} onClick={() => press(section)}>
                <Icon size={18} aria-hidden />
              </button>
            </Tooltip>
          );
        })}
      </nav>
    </aside>
  );
}
