import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { assemble, type WebPlugin } from '../../../web/editor/assembly.js';
import { Editor } from '../../../web/editor/Editor.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { assembled } from '../../../web/plugins.js';
import { GRID_MODE, type EditorSaver, type GridInfo, type SaveStatus } from '../../../web/plugin-api/index.js';
import { visibleSections } from '../../../web/editor/sidebar/sections.js';
import { DialogProvider } from '../../../web/ui/dialogs.js';
import { EditorAppContext, type EditorApp } from '../../../web/editor/editor-app.js';
import { ToastProvider } from '../../../web/ui/Toast.js';
import { TooltipProvider } from '../../../web/ui/Tooltip.js';
import { putCell, newWorkbook, SequentialIdGenerator, type Workbook } from '../../../plugins/workbook/index.js';
import { produce } from 'immer';
import { sheetStatsPlugin } from './example-plugin/index.js';
import { sheetStatsWebPart } from './example-plugin/web/index.js';

// The one line a new sidebar panel adds to the web assembly (web/plugins.ts).
const withExample = assemble([...assembled, { plugin: sheetStatsPlugin as WebPlugin, web: sheetStatsWebPart }]);

const grid: GridInfo = { id: 'g1', name: 'Loan', published: false, versionId: 'v1', versionName: 'Draft', versions: [] };

/** A saver that has nothing to save: the editor renders without a server. */
const idleSaver: EditorSaver = { status$: new BehaviorSubject<SaveStatus>('idle'), dirty: false, save: async () => undefined, dispose: () => undefined };

function twoFilledCells(): Workbook {
  const workbook = newWorkbook(new SequentialIdGenerator());
  return produce(workbook, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { value: 'Rate' });
    putCell(sheet, sheet.rowIds[0], sheet.columnIds[1], { value: 0.05 });
  });
}

const offline = (): Promise<never> => Promise.reject(new Error('no server in this test'));

/** The app as the editor sees it, with no server, router or account behind it. */
const noApp: EditorApp = {
  server: { rename: offline, importFile: offline, create: offline, duplicate: offline, setPublished: offline, createVersion: offline, renameVersion: offline },
  navigate: () => undefined,
  useAccount: () => ({ accountId: null, copiesToOtherAccounts: false }),
  useBrandingFontNames: () => [],
  CopyDialog: () => null,
};

function renderEditor(session: EditorSession): string {
  const editor: ReactNode = createElement(EditorAppContext.Provider, { value: noApp }, createElement(Editor, { session, save: idleSaver, grid }));
  // The providers the app's entry (web/main.tsx) puts around every page, outermost first.
  const providers = [TooltipProvider, ToastProvider, DialogProvider];
  return renderToStaticMarkup(providers.reduceRight<ReactNode>((children, Provider) => createElement(Provider, null, children), editor));
}

describe('a new sidebar panel: one plugin folder and one line in the web assembly', () => {
  it('lists the example plugin\'s section at its own order, between Casting and Charts', () => {
    const ids = visibleSections(withExample.contributions.sections, GRID_MODE).map((section) => section.id);
    expect(ids.slice(0, 4)).toEqual(['exit', 'casting', 'sheet-stats', 'charts']);
  });

  it('shows its button in the sidebar\'s rail and, opened, its panel reading the editor host', () => {
    const session = new EditorSession(withExample, twoFilledCells());
    try {
      session.kernel.view.run('view.set-sidebar', { sidebar: 'sheet-stats' });
      const html = renderEditor(session);
      expect(railButtons(html).slice(0, 4)).toEqual(['Exit', 'Casting', 'Sheet Statistics', 'Charts']);
      expect(openPanel(html)).toEqual({ name: 'Sheet Statistics', text: 'Sheet Statistics2 cells filled in Sheet1' });
    } finally {
      session.dispose();
    }
  });

  it('is not there without its line in the assembly', () => {
    const session = new EditorSession(assemble(assembled), twoFilledCells());
    try {
      expect(railButtons(renderEditor(session))).not.toContain('Sheet Statistics');
    } finally {
      session.dispose();
    }
  });
});

/** The accessible names of the sidebar rail's buttons, in their order. */
function railButtons(html: string): string[] {
  const rail = /<nav class="sidebar-rail" aria-label="Sidebar sections">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...rail.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
}

/** The open sidebar panel: its accessible name and its text. */
function openPanel(html: string): { name: string; text: string } | undefined {
  const panel = /<section class="sidebar-panel" aria-label="([^"]+)"[^>]*>(.*?)<\/section>/s.exec(html);
  return panel ? { name: panel[1], text: panel[2].replace(/<[^>]+>/g, '') } : undefined;
}
