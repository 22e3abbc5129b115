import { useCallback, useRef, useState } from 'react';
import type { EditorPanel } from '../plugin-api/index.js';
import type { EditorMode } from '../plugin-api/index.js';

/** The panels offered in this mode (an `isVisible` of their own, or always). */
export function visiblePanels(panels: readonly EditorPanel[], mode: EditorMode): readonly EditorPanel[] {
  return panels.filter((panel) => panel.isVisible?.(mode) ?? true);
}

/**
 * Which editor panel is open (at most one) and the toggle File's items call; the panel that opens or
 * closes is told so.
 */
export function useEditorPanels(panels: readonly EditorPanel[]): [string | null, (id: string) => void] {
  const [open, setOpen] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const toggle = useCallback(
    (id: string) => {
      const was = current.current;
      const next = was === id ? null : id;
      if (was) panels.find((panel) => panel.id === was)?.onToggle?.(false);
      if (next) panels.find((panel) => panel.id === next)?.onToggle?.(true);
      current.current = next;
      setOpen(next);
    },
    [panels],
  );
  return [open, toggle];
}
