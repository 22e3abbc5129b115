import { useEffect, useRef } from 'react';
import type { EditorHost, WebCommand } from '../plugin-api/index.js';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Whether a key press is a chord such as 'Mod+F' or 'Mod+Shift+H' (Mod: Ctrl, or Cmd on a Mac). */
export function matchesChord(event: KeyPress, chord: string): boolean {
  const parts = chord.split('+');
  const key = parts[parts.length - 1].toLowerCase();
  const wants = new Set(parts.slice(0, -1).map((part) => part.toLowerCase()));
  return (
    event.key.toLowerCase() === key &&
    (event.ctrlKey || event.metaKey) === wants.has('mod') &&
    event.shiftKey === wants.has('shift') &&
    event.altKey === wants.has('alt')
  );
}

/**
 * The web parts' command keys anywhere in the editor (grid, formula bar, cell editor, a panel), before
 * the browser's own use of them (Ctrl+F opens the find bar, not the page's find). A press something
 * else already handled is left alone.
 */
export function useCommandKeys(commands: ReadonlyMap<string, WebCommand>, host: EditorHost): void {
  const latest = useRef(host);
  latest.current = host;
  useEffect(() => {
    const bound = [...commands.values()].filter((command) => command.keys?.length);
    if (bound.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = bound.find((candidate) => candidate.keys?.some((chord) => matchesChord(event, chord)));
      if (!command) return;
      event.preventDefault();
      command.run(latest.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [commands]);
}
