import { useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useDialogs } from '../../ui/dialogs.js';
import { useEditorApp, type CopyMode } from '../editor-app.js';
import { useEditor, type EditorContextValue } from '../editor-context.js';
import { fileActions, versionLabel, type FileActions } from './file-actions.js';
import type { MenuItem } from '../../ui/Menu.js';
import { MenuBar as UiMenuBar, type MenuBarHandle } from '../../ui/MenuBar.js';
import { runAction, type MenuContribution } from '../../plugin-api/index.js';
import { openSection, toggledSidebar, visibleSections } from '../sidebar/sections.js';
import { MOD as mod } from '../toolbar/shortcut-keys.js';
import { visiblePanels } from '../use-editor-panels.js';
import { EDITOR_KEYS, useEditorKeys } from '../use-editor-keys.js';
import { GRID_KEYS } from '../use-grid-keys.js';
import { shortcutGroups } from './shortcut-list.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';

/**
 * The editor's top menus (SPEC section 2): File, Edit, View, Format, Versioning, what plugins add to
 * them, and Help with the keyboard shortcuts dialog. The keys that reach the menus and the editor's
 * regions from anywhere in `frame` (F10, Alt+F, F6, Ctrl+/) are bound here.
 */
export function MenuBar({ frame }: { frame: RefObject<HTMLElement | null> }) {
  const context = useEditor();
  const dialogs = useDialogs();
  const app = useEditorApp();
  const files = useMemo(() => fileActions(context, dialogs, app), [context, dialogs, app]);
  const account = app.useAccount();
  const [copying, setCopying] = useState<CopyMode | undefined>();
  const copy = { toAccount: account.copiesToOtherAccounts, open: setCopying };
  const CopyDialog = app.CopyDialog;
  const { grid } = context;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const bar = useRef<MenuBarHandle>(null);
  // The bar's context is not renewed when the selection moves: a menu's items are made when it opens.
  const [, renderOnOpen] = useReducer((opened: number) => opened + 1, 0);
  useEditorKeys(frame, bar, () => setShortcutsOpen(true));
  const menus = withContributions(editorMenus(context, files, copy), context, context.contributions.menuItems);
  const shown = { ...menus, Help: [{ label: 'Keyboard shortcuts', shortcut: `${mod}/`, run: () => setShortcutsOpen(true) }] };
  const frameKeys = [
    { title: 'Grid', shortcuts: GRID_KEYS },
    { title: 'Menus and regions', shortcuts: EDITOR_KEYS },
  ];
  return (
    <>
      <UiMenuBar ref={bar} label="Menu" menus={shown} onOpenChange={renderOnOpen} />
      {shortcutsOpen && <ShortcutsDialog open onOpenChange={setShortcutsOpen} groups={shortcutGroups(frameKeys, menus, context.contributions.webCommands.values())} />}
      {copying && (
        <CopyDialog
          mode={copying}
          source={{ gridId: grid.id, gridName: grid.name, versionId: grid.versionId, versionName: grid.versionName, accountId: account.accountId }}
          onClose={() => setCopying(undefined)}
          onSourceVersions={(versions) => context.updateGrid({ versions })}
        />
      )}
    </>
  );
}

interface CopyActions {
  readonly toAccount: boolean;
  open(mode: CopyMode): void;
}

function editorMenus(context: EditorContextValue, files: FileActions, copy: CopyActions): Record<string, MenuItem[]> {
  const menus = allMenus(context, files, copy);
  if (!context.shadow) return menus;
  // Shadow mode (SPEC sections 2 and 6): File keeps Save and, when permitted, Download; the versions are a
  // Versions menu, shown only when there is more than one to choose from.
  const { Versioning: _versioning, ...rest } = menus;
  const downloads = context.shadow.permitDownload ? menus.File.filter((item) => item.label.startsWith('Download')) : [];
  return {
    ...rest,
    File: [menus.File[0], ...downloads],
    ...(context.grid.versions.length > 1 ? { Versions: [versionChoices(context, files)] } : {}),
  };
}

function versionChoices(context: EditorContextValue, files: FileActions): MenuItem {
  return {
    label: 'Change Version',
    items: context.grid.versions.map((version) => ({ label: versionLabel(version), checked: version.id === context.grid.versionId, run: () => void files.changeVersion(version.id) })),
  };
}

function allMenus(context: EditorContextValue, files: FileActions, copy: CopyActions): Record<string, MenuItem[]> {
  const { kernel, view, sheet, area, workbook, run } = context;
  const format = (field: 'bold' | 'italic' | 'underline' | 'strikethrough') => ({
    command: 'workbook.set-format',
    run: () => void run('workbook.set-format', { sheetId: sheet.id, area, format: { [field]: !context.activeCell?.format?.[field] } }),
  });
  const hiddenSheets = workbook.sheetIds.map((id) => workbook.sheetsById[id]).filter((s) => s.hidden);
  const sections = visibleSections(context.contributions.sections, context.mode);
  return {
    File: [
      { label: 'Save', shortcut: `${mod}S`, disabled: !kernel.dirty.dirty, run: files.save },
      { label: 'Download as Excel', run: () => void files.download(false) },
      { label: 'Download as CSV', run: () => void files.download(true) },
      { label: 'Upload', separatorBefore: true, run: files.upload },
      { label: 'New grid template', run: () => void files.newGrid() },
      { label: 'Make a copy', run: () => void files.makeCopy() },
      ...(copy.toAccount ? [{ label: 'Copy to another account', run: () => copy.open('grid') }] : []),
      { label: 'Rename', run: () => void files.rename() },
      ...visiblePanels(context.contributions.editorPanels, context.mode).map((panel) => ({ label: panel.menuLabel, run: () => context.togglePanel(panel.id) })),
      { label: 'Configure', separatorBefore: true, run: files.configure },
      { label: 'Exit', run: files.exit },
    ],
    Edit: [
      { label: 'Undo', command: 'kernel.undo', shortcut: `${mod}Z`, disabled: !context.history.canUndo, run: () => context.history.undo() },
      { label: 'Redo', command: 'kernel.redo', shortcut: `${mod}Shift+Z`, disabled: !context.history.canRedo, run: () => context.history.redo() },
      { label: 'Clear content', command: 'workbook.clear-content', shortcut: 'Delete', separatorBefore: true, run: () => void run('workbook.clear-content', { sheetId: sheet.id, area }) },
      { label: 'Clear format', command: 'workbook.clear-format', shortcut: `${mod}\\`, run: () => void run('workbook.clear-format', { sheetId: sheet.id, area }) },
    ],
    View: [
      {
        label: 'Sidebar',
        command: 'view.set-sidebar',
        checked: openSection(sections, view.sidebar) !== undefined,
        disabled: sections.length === 0,
        run: () => kernel.view.run('view.set-sidebar', { sidebar: toggledSidebar(sections, view.sidebar) }),
      },
      { label: 'Gridlines', command: 'view.toggle-gridlines', checked: view.showGridlines, run: () => kernel.view.run('view.toggle-gridlines', undefined) },
      {
        label: 'Hidden Sheets',
        items: hiddenSheets.map((s) => ({ label: s.name, command: 'workbook.unhide-sheet', run: () => void run('workbook.unhide-sheet', { sheetId: s.id }) })),
        disabled: hiddenSheets.length === 0,
      },
      { label: 'Formula bar', command: 'view.toggle-formula-bar', checked: view.showFormulaBar, run: () => kernel.view.run('view.toggle-formula-bar', undefined) },
      { label: 'Show formulas', command: 'view.toggle-formulas', shortcut: 'Ctrl+`', checked: view.showFormulas, run: () => kernel.view.run('view.toggle-formulas', undefined) },
      { label: 'Disable HIDEROW/HIDECOL', shortcut: 'Ctrl+H', checked: context.hidingDisabled, run: () => context.setHidingDisabled(!context.hidingDisabled) },
    ],
    Format: [
      { label: 'Bold', shortcut: `${mod}B`, checked: context.activeCell?.format?.bold === true, ...format('bold') },
      { label: 'Italic', shortcut: `${mod}I`, checked: context.activeCell?.format?.italic === true, ...format('italic') },
      { label: 'Underline', shortcut: `${mod}U`, checked: context.activeCell?.format?.underline === true, ...format('underline') },
      { label: 'Strikethrough', shortcut: `${mod}Shift+X`, checked: context.activeCell?.format?.strikethrough === true, ...format('strikethrough') },
      { label: 'Clear formatting', command: 'workbook.clear-format', shortcut: `${mod}\\`, separatorBefore: true, run: () => void run('workbook.clear-format', { sheetId: sheet.id, area }) },
    ],
    Versioning: [
      { label: context.grid.published ? 'Un-publish' : 'Publish', run: () => void files.togglePublish() },
      { label: 'Create New Version', run: () => void files.createVersion() },
      { label: 'Rename Version', run: () => void files.renameVersion() },
      { label: 'Copy version to a grid', run: () => copy.open('version') },
      versionChoices(context, files),
    ],
  };
}

/** The menus' places in the bar, as in Sheets; a menu only plugins fill (Insert, Data) takes its place too. */
const MENU_ORDER = ['File', 'Edit', 'View', 'Insert', 'Format', 'Data', 'Versioning', 'Versions', 'Developers'];

function inMenuOrder(menus: Record<string, MenuItem[]>): Record<string, MenuItem[]> {
  const rank = (name: string) => (MENU_ORDER.includes(name) ? MENU_ORDER.indexOf(name) : MENU_ORDER.length);
  return Object.fromEntries(Object.entries(menus).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The plugins' menu items (those listed now), after the shell's own in the menu (or submenu) they name. */
function withContributions(menus: Record<string, MenuItem[]>, context: EditorContextValue, items: readonly MenuContribution[]): Record<string, MenuItem[]> {
  const merged = { ...menus };
  for (const item of items) {
    if (item.isVisible && !item.isVisible(context)) continue;
    const entry: MenuItem = {
      label: typeof item.label === 'function' ? item.label(context) : item.label,
      command: item.command,
      shortcut: item.shortcut,
      separatorBefore: item.separatorBefore,
      checked: item.isChecked?.(context),
      disabled: item.isDisabled?.(context),
      run: () => void runAction(context, item, context.contributions.webCommands),
    };
    const menu = merged[item.menu] ?? [];
    if (item.submenu === undefined) {
      merged[item.menu] = [...menu, entry];
      continue;
    }
    const index = menu.findIndex((existing) => existing.label === item.submenu && existing.items !== undefined);
    const submenu: MenuItem = index < 0 ? { label: item.submenu, items: [entry] } : { ...menu[index], items: [...(menu[index].items ?? []), entry] };
    merged[item.menu] = index < 0 ? [...menu, submenu] : menu.map((existing, i) => (i === index ? submenu : existing));
  }
  return inMenuOrder(merged);
}
