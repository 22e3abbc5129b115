import { createContext, useContext } from 'react';
import type { Cell } from '../../plugins/workbook/index.js';
import type { EditorHost, GridInfo } from '../plugin-api/index.js';
import type { Contributions } from './contributions.js';
import type { EditorSession } from './editor-session.js';
import type { FormatPainter } from './use-format-painter.js';

/**
 * What the editor's parts (menus, toolbar, grid, tabs) share: the host its web parts see (web/plugin-api's
 * EditorHost), and the editor's own state and actions besides.
 */
export interface EditorContextValue extends EditorHost {
  readonly session: EditorSession;
  /** What the assembled web parts contribute (the session's assembly's). */
  readonly contributions: Contributions;
  readonly hidingDisabled: boolean;
  /** The open editor panel's id (a plugin's, such as the Inputs / Outputs editor), or null. */
  readonly openPanel: string | null;
  /** Opens the panel, or closes it when it is the open one (File's items). */
  togglePanel(id: string): void;
  setHidingDisabled(value: boolean): void;
  /** The toolbar's paint-format tool, applied when a selection ends on the grid. */
  readonly painter: FormatPainter;
  /** Replaces the grid's name, published flag or versions after a rename, a publish or a version copied into it. */
  updateGrid(patch: Partial<GridInfo>): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor needs the editor');
  return value;
}

/** The text a cell holds as typed: its formula, or its value. */
export function contentOf(cell: Cell | undefined): string {
  if (!cell) return '';
  if (cell.formula) return cell.formula;
  if (cell.value === undefined || cell.value === null) return '';
  // A percentage reads and edits as typed, as in Sheets: 10%, not 0.1.
  if (cell.data?.type === 'PERCENT' && typeof cell.value === 'number') return `${Number((cell.value * 100).toPrecision(15))}%`;
  return String(cell.value);
}
