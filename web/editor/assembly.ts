import { createContext, useContext } from 'react';
import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import type { WebPart } from '../plugin-api/index.js';
import { collectContributions, type Contributions } from './contributions.js';
import { editorFramePart } from './exit-section.js';

export type WebPlugin = PluginManifest<Workbook, WorkbookView>;

/** One assembled plugin: its host-neutral manifest and, when it has one, its web part. */
export interface AssembledPlugin {
  readonly plugin: WebPlugin;
  readonly web?: WebPart;
}

/**
 * What the editor is made of: the plugins its kernel runs, their web parts, and what those contribute
 * (with the editor frame's own Exit section). The web app's entry assembles it once from web/plugins.ts and
 * provides it (AssemblyContext); a test assembles its own list.
 */
export interface EditorAssembly {
  readonly plugins: readonly WebPlugin[];
  readonly parts: readonly WebPart[];
  readonly contributions: Contributions;
}

export function assemble(entries: readonly AssembledPlugin[]): EditorAssembly {
  const parts = entries.flatMap((entry) => (entry.web ? [entry.web] : []));
  return { plugins: entries.map((entry) => entry.plugin), parts, contributions: collectContributions([editorFramePart, ...parts]) };
}

export const AssemblyContext = createContext<EditorAssembly | null>(null);

/** The assembly the page opens editors with. */
export function useAssembly(): EditorAssembly {
  const assembly = useContext(AssemblyContext);
  if (!assembly) throw new Error('useAssembly needs the web app\'s assembly (AssemblyContext)');
  return assembly;
}
