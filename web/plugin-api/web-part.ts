import type { ComponentType, KeyboardEvent, MutableRefObject, PointerEvent, ReactNode } from 'react';
import type { Patch } from 'immer';
import type { Subscribable } from 'rxjs';
import type { ChangedCells, Engine } from '../../plugins/formulas/engine/index.js';
import type { Scalar } from '../../plugins/formulas/index.js';
import type { Cell, Sheet, Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import type { Kernel } from '../../kernel/index.js';
import type { EditorHost, EditorMode } from './editor-host.js';
import type { EditorSaver, OpenVersion } from './saver.js';
import type { CellView, GridGeometry, GridLayer, HitTarget } from '../grid/index.js';

/**
 * What a plugin's web part (`plugins/<id>/web/index.ts`) contributes to the editor. The shell, the
 * sidebar, the menus, the toolbar and the grid render what the assembled parts contribute
 * (`web/plugins.ts`); none of them has a case per feature.
 */
export interface WebPart {
  /** The plugin's id (its manifest's). */
  readonly id: string;
  readonly sidebarSections?: readonly SidebarSection[];
  readonly menuItems?: readonly MenuContribution[];
  readonly toolbarItems?: readonly ToolbarContribution[];
  readonly contextMenuItems?: readonly ContextMenuContribution[];
  readonly canvasLayers?: readonly CanvasLayer[];
  readonly cellOverlays?: readonly CellOverlay[];
  readonly engineFollowers?: readonly EngineFollower[];
  readonly commands?: readonly WebCommand[];
  readonly editorPanels?: readonly EditorPanel[];
  readonly namedAreas?: readonly NamedAreaSource[];
  readonly cellDescriptions?: readonly CellDescription[];
  readonly headerItems?: readonly HeaderItem[];
  readonly entryChecks?: readonly EntryCheck[];
  readonly completionSources?: readonly CompletionSource[];
  readonly cellKinds?: readonly CellKind[];
  /** How the editor saves what it opens: one assembled part contributes it (collab's live channel). */
  readonly documentChannel?: DocumentChannelSource;
}

/**
 * A check of text typed into a cell before the editor saves it (a data validation). The first refusal of
 * the assembled checks wins: the editor shows it in an alert, then edits the cell again with the text.
 */
export interface EntryCheck {
  readonly id: string;
  /** Why `text` may not be saved in the cell, or nothing when it may. */
  refuse(host: EditorHost, cell: CellAt, text: string): EntryRefusal | undefined;
}

export interface EntryRefusal {
  readonly title: string;
  readonly message: string;
}

/**
 * Values autocomplete offers while a cell is edited with plain text (a list validation's items), beside
 * the functions and names it offers in formulas. The editor asks once per edit and again when values
 * change; the first source with items for the cell is used.
 */
export interface CompletionSource {
  readonly id: string;
  /** The values offered for this cell, or nothing when the source has none for it. */
  items(host: EditorHost, cell: CellAt): readonly string[] | undefined;
}

/**
 * A kind of cell the grid shows and operates differently from text (a checkbox). `look` is read for each
 * visible cell at every paint, so it decides from the cell and its value alone, quickly.
 */
export interface CellKind {
  readonly id: string;
  /** How the grid draws a cell of this kind, or nothing when the cell is not of it. */
  look(cell: Cell, value: Scalar): CellKindLook | undefined;
  /**
   * Space on the grid: true when this kind took it for the active cell (a checkbox toggles); otherwise
   * Space starts an edit with a space, as on any cell.
   */
  space?(host: EditorHost): boolean;
}

/** What a cell kind changes in how the grid draws the cell. */
export type CellKindLook = Pick<CellView, 'checkbox'>;

/** Something the editor's top bar shows after the save status (the co-editors' circles). */
export interface HeaderItem {
  readonly id: string;
  /** It reads the editor with `useHost()`. */
  readonly Component: ComponentType;
}

/** What the editor opens a channel for: a template version, or a shadow. */
export type ChannelTarget = { readonly kind: 'version'; readonly gridId: string; readonly version: OpenVersion } | { readonly kind: 'shadow'; readonly token: string };

export interface ChannelRequest {
  readonly target: ChannelTarget;
  /** The editor's kernel, holding the document as loaded. */
  readonly kernel: Kernel<Workbook, WorkbookView>;
  /**
   * The document was replaced elsewhere (published, imported, restored): the page opens it again,
   * `versionId` when the server named the version to open.
   */
  reload(versionId?: string): void;
  /**
   * The page keeps the kernel's dirty flag itself (a shadow's: its own changes since its last Save, which
   * records the save, SPEC section 4); otherwise the flag follows what the server has not acknowledged.
   */
  readonly pageKeepsDirty?: boolean;
}

/** Opens the channel that carries the editor's edits to the server and others' edits back. */
export interface DocumentChannelSource {
  open(request: ChannelRequest): EditorSaver;
}

/**
 * What a screen reader hears about a cell besides its address, its content as shown and its formula,
 * which the grid says itself: a note, a validation rule's state, an error's meaning. The grid reads the
 * parts of the cells near the active one each time it renders them, so `describe` reads what it needs
 * from the host and returns quickly.
 */
export interface CellDescription {
  readonly id: string;
  /** Words about this cell ("note: Check the rate"), or nothing when the part has nothing to say. */
  describe?(host: EditorHost, cell: CellAt): string | undefined;
  /**
   * The header a screen reader hears on moving into this cell's column (a table's header cell), before
   * the grid's own (a frozen row's cell, else "column C"); nothing when the part has none here.
   */
  columnHeader?(host: EditorHost, cell: CellAt): string | undefined;
}

/** A cell of the open sheet by its zero-based row and column. */
export interface CellAt {
  readonly row: number;
  readonly col: number;
}

/**
 * Areas of a sheet that are not cells (charts), which the name box names: typing one's name selects
 * it, and while one is selected the name box shows its name instead of the cells'.
 */
export interface NamedAreaSource {
  readonly id: string;
  /** Selects the area this text names (its sheet made active); false when none has that name. */
  select(host: EditorHost, name: string): boolean;
  /** A hook: the selected area's name, or undefined while cells are selected. */
  useSelectedName(host: EditorHost): string | undefined;
}

/**
 * An editor action of a web part that is not a kernel command: it opens the part's own bar or dialog
 * (the find bar). Menu items and toolbar buttons name it by id like a command; its keys run it anywhere
 * in the editor.
 */
export interface WebCommand {
  readonly id: string;
  /** Chords such as 'Mod+F' or 'Mod+Shift+H'; Mod is Ctrl, or Cmd on a Mac. */
  readonly keys?: readonly string[];
  /** What it does, for the keyboard shortcuts dialog when no menu item names it ("Select the next chart"). */
  readonly label?: string;
  run(host: EditorHost): void;
}

/**
 * A panel the editor shows under the sheet while it is open, apart from the sidebar (the Inputs / Outputs
 * editor of test shadows). The File menu lists an item per panel, after Rename as SPEC section 2 orders
 * File, that opens and closes it; one panel is open at a time.
 */
export interface EditorPanel {
  readonly id: string;
  /** The File menu item's label. */
  readonly menuLabel: string;
  /** Whether it is offered in this mode; always when absent. */
  isVisible?(mode: EditorMode): boolean;
  /** Told each time it opens or closes. */
  onToggle?(open: boolean): void;
  /** The panel: it reads the editor with `useHost()`. */
  readonly Panel: ComponentType;
}

/**
 * Results a plugin derives from the computed values and keeps in step with the editor's engine (the
 * conditional formats' satisfied flags): started once the engine has loaded the workbook, told of every
 * change the engine applied, before the grid redraws.
 */
export interface EngineFollower {
  readonly id: string;
  start(engine: Engine, workbook: Workbook): FollowingEngine;
}

export interface FollowingEngine {
  /** The engine loaded the workbook anew (a load, an upload). */
  load(workbook: Workbook): void;
  /** The engine applied a command's patches; `changed` is what it recomputed. */
  update(next: Workbook, patches: readonly Patch[], changed: ChangedCells): void;
}

/**
 * What runs when a menu item, a toolbar button or a context-menu item is chosen: a kernel command or a
 * view operation, by id, never a callback. `params` reads the editor at the time of the choice.
 */
export interface ActionRef {
  readonly command: string;
  params?(host: EditorHost): unknown;
}

interface SidebarSectionBase {
  /** Also the value of the view state's `sidebar` while it is open (e.g. 'named-ranges'). */
  readonly id: string;
  /** The section's name, as SPEC section 2 words it: its button's accessible name and the panel's heading. */
  readonly title: string;
  /**
   * Its place in the rail: sections are listed by ascending order, whichever plugin brings them. SPEC
   * section 2's list is the editor frame's Exit at 0, then tens (DESIGN.md, "Sidebar sections", has the
   * numbers taken); sections of plugins that are not assembled simply do not appear.
   */
  readonly order: number;
  /** An icon from the one icon set (lucide-react). */
  readonly icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Whether it is listed in this mode (shadow mode, dev mode, the user-functions flag); always when absent. */
  isVisible?(mode: EditorMode): boolean;
}

/** A section that opens a panel beside the grid (Named Ranges, Locks...). */
export interface SidebarPanelSection extends SidebarSectionBase {
  /** The panel: it reads the editor with `useHost()`. */
  readonly Panel: ComponentType;
  /**
   * View > Sidebar opens this section when the sidebar is closed (SPEC section 2: "Charts (default)");
   * without one assembled, the first panel listed.
   */
  readonly opensByDefault?: boolean;
}

/** A section that leaves the editor for a route of the app rather than opening a panel (Exit). */
export interface SidebarLinkSection extends SidebarSectionBase {
  /** The app route its button goes to ('/app/grids'); unsaved edits are saved on the way, as File > Exit does. */
  readonly to: string;
}

export type SidebarSection = SidebarPanelSection | SidebarLinkSection;

export function isPanelSection(section: SidebarSection): section is SidebarPanelSection {
  return 'Panel' in section;
}

export type MenuName = 'File' | 'Edit' | 'View' | 'Insert' | 'Format' | 'Data' | 'Versioning' | 'Developers';


export interface MenuContribution extends ActionRef {
  readonly menu: MenuName;
  /** Its text, or what it reads from the editor ("Up to row 5"). */
  readonly label: string | ((host: EditorHost) => string);
  /** Items are listed after the shell's own, by ascending order. */
  readonly order: number;
  readonly shortcut?: string;
  readonly separatorBefore?: boolean;
  isChecked?(host: EditorHost): boolean;
  isDisabled?(host: EditorHost): boolean;
  /** Whether it is listed now (dev mode, shadow mode); always when absent. A menu with no item listed is not shown. */
  isVisible?(host: EditorHost): boolean;
  /** The label of a submenu of `menu` to put it in (items naming the same one share it). */
  readonly submenu?: string;
}

/** Where in the toolbar an item goes (SPEC section 2's toolbar order). */
export type ToolbarSlot = 'number-format' | 'data' | 'insert';

/** A plain toolbar button naming a command, or a control of its own (a dropdown, a popup). */
export type ToolbarContribution = ToolbarButton | ToolbarWidget;

export interface ToolbarButton extends ActionRef {
  readonly kind: 'button';
  readonly id: string;
  readonly slot: ToolbarSlot;
  readonly order: number;
  /** Its accessible name and tooltip. */
  label(host: EditorHost): string;
  readonly icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The keys that do the same, named in the tooltip ("Ctrl+Shift+L"). */
  readonly shortcut?: string;
  isPressed?(host: EditorHost): boolean;
  isDisabled?(host: EditorHost): boolean;
}

export interface ToolbarWidget {
  readonly kind: 'widget';
  readonly id: string;
  readonly slot: ToolbarSlot;
  readonly order: number;
  readonly Component: ComponentType;
}

export interface ContextMenuContribution extends ActionRef {
  /** The cell menu or the row/column header menu. */
  readonly target: 'cell' | 'header';
  readonly label: string;
  readonly order: number;
  readonly separatorBefore?: boolean;
  isDisabled?(host: EditorHost): boolean;
  /** Left out of the menu where it has nothing to act on (Table settings outside a table). */
  isVisible?(host: EditorHost): boolean;
}

export interface CanvasLayer {
  readonly id: string;
  /** Layers are drawn by ascending z. */
  readonly z: number;
  /** Reads the sheet, its workbook and the computed values; nothing when the layer has nothing on this sheet. */
  prepare(sheet: Sheet, engine: Engine, workbook: Workbook): GridLayer | undefined;
  /**
   * For a layer that also draws state of its own (find matches): emits when that state changes, and the
   * grid paints again without the editor rendering (only the canvas shows that state).
   */
  readonly changes?: Subscribable<unknown>;
}

/** The grid as an overlay sees it: where things are on the canvas now. */
export interface GridHandle {
  readonly geometry: MutableRefObject<GridGeometry | null>;
  /** Ticks when computed values change. */
  readonly revision: number;
}

/**
 * DOM over the grid tied to cells (a filter popup, a list dropdown) and the pointer and keys that open
 * it. `use` is a React hook: the grid calls every assembled overlay's on each render, in a fixed order.
 */
export interface CellOverlay {
  readonly id: string;
  use(grid: GridHandle): OverlayControl;
}

export interface OverlayControl {
  /** A press the overlay handles (on its button); true when it did, and the grid does nothing else. */
  pointerDown?(target: HitTarget, event: PointerEvent<HTMLCanvasElement>): boolean;
  /** A hover over the canvas (to show a pointer over buttons). */
  pointerMove?(event: PointerEvent<HTMLCanvasElement>): void;
  /** A key on the grid the overlay handles; true when it did. */
  keyDown?(event: KeyboardEvent<HTMLDivElement>): boolean;
  /** What it shows now (a popup), or nothing. */
  readonly element?: ReactNode;
}
