import type { EditorHost, MenuContribution, WebCommand } from '../../../web/plugin-api/index.js';
import { functionProposal } from './function-proposal.js';

/** Insert > Function's short list, as Sheets' Σ menu offers it first. */
export const INSERTED_FUNCTIONS = ['SUM', 'AVERAGE', 'COUNT', 'MAX', 'MIN'] as const;

/**
 * Puts `name` on the selection as the toolbar's Sum button does SUM: a call under (or beside) a selected
 * range, or an edit of the active cell with the numbers next to it proposed.
 */
export function insertFunction(host: EditorHost, name: string): void {
  const { sheet, area } = host;
  const proposal = functionProposal(name, area, (row, col) => typeof host.session.engine.getValue(sheet.id, row, col) === 'number');
  if (proposal.kind === 'edit') return host.startEdit(proposal.text, { caret: proposal.text.length - 1, pick: proposal.pick });
  void host.run('workbook.set-cells', { sheetId: sheet.id, cells: proposal.cells });
  host.focusGrid();
}

const commandId = (name: string) => `formulas.insert-${name.toLowerCase()}`;

export const insertFunctionCommands: readonly WebCommand[] = INSERTED_FUNCTIONS.map((name) => ({ id: commandId(name), run: (host) => insertFunction(host, name) }));

export const insertFunctionMenuItems: readonly MenuContribution[] = INSERTED_FUNCTIONS.map((name, i) => ({
  menu: 'Insert', submenu: 'Function', label: name, command: commandId(name), order: 15 + i,
}));
