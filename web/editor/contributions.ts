import type {
  CanvasLayer, CellDescription, CellKind, CellOverlay, CompletionSource, ContextMenuContribution, DocumentChannelSource, EditorPanel, EntryCheck, HeaderItem, MenuContribution, NamedAreaSource, SidebarSection,
  ToolbarContribution, WebCommand, WebPart,
} from '../plugin-api/index.js';

/** Everything the assembled web parts contribute, each kind in the order the shell shows it. */
export interface Contributions {
  readonly sections: readonly SidebarSection[];
  readonly menuItems: readonly MenuContribution[];
  readonly toolbarItems: readonly ToolbarContribution[];
  readonly contextMenuItems: readonly ContextMenuContribution[];
  readonly canvasLayers: readonly CanvasLayer[];
  readonly cellOverlays: readonly CellOverlay[];
  /** The web parts' own commands by id. */
  readonly webCommands: ReadonlyMap<string, WebCommand>;
  readonly editorPanels: readonly EditorPanel[];
  readonly namedAreas: readonly NamedAreaSource[];
  readonly cellDescriptions: readonly CellDescription[];
  readonly headerItems: readonly HeaderItem[];
  readonly entryChecks: readonly EntryCheck[];
  readonly completionSources: readonly CompletionSource[];
  readonly cellKinds: readonly CellKind[];
  /** The first part's that contributes one: how the editor saves what it opens. */
  readonly documentChannel?: DocumentChannelSource;
}

export function collectContributions(parts: readonly WebPart[]): Contributions {
  const all = <T>(pick: (part: WebPart) => readonly T[] | undefined) => parts.flatMap((part) => pick(part) ?? []);
  const byOrder = <T extends { order: number }>(items: T[]) => items.sort((a, b) => a.order - b.order);
  return {
    sections: byOrder(all((part) => part.sidebarSections)),
    menuItems: byOrder(all((part) => part.menuItems)),
    toolbarItems: byOrder(all((part) => part.toolbarItems)),
    contextMenuItems: byOrder(all((part) => part.contextMenuItems)),
    canvasLayers: all((part) => part.canvasLayers).sort((a, b) => a.z - b.z),
    cellOverlays: all((part) => part.cellOverlays),
    webCommands: new Map(all((part) => part.commands).map((command) => [command.id, command])),
    editorPanels: all((part) => part.editorPanels),
    namedAreas: all((part) => part.namedAreas),
    cellDescriptions: all((part) => part.cellDescriptions),
    headerItems: all((part) => part.headerItems),
    entryChecks: all((part) => part.entryChecks),
    completionSources: all((part) => part.completionSources),
    cellKinds: all((part) => part.cellKinds),
    documentChannel: parts.find((part) => part.documentChannel)?.documentChannel,
  };
}
