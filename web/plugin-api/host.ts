import { useEditor } from '../editor/editor-context.js';
import type { EditorHost } from './web-part.js';

/** The editor, for a plugin's panels, toolbar widgets and overlays. */
export function useHost(): EditorHost {
  return useEditor();
}
