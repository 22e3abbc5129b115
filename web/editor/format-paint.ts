import type { CellArea } from '../../kernel/index.js';
import type { Cell } from '../../plugins/workbook/index.js';

export interface CommandCall {
  readonly id: string;
  readonly params: unknown;
}

/**
 * The paint-format tool (SPEC section 2 toolbar "paint"): the commands that give an area the look of
 * a source cell. The area's own formatting is cleared first, so painting a plain cell unformats.
 * Only the number format travels with the look: a data type belongs to the value.
 */
export function paintCommands(source: Cell | undefined, sheetId: string, area: CellArea): CommandCall[] {
  const calls: CommandCall[] = [{ id: 'workbook.clear-format', params: { sheetId, area } }];
  if (source?.format && Object.keys(source.format).length > 0) calls.push({ id: 'workbook.set-format', params: { sheetId, area, format: source.format } });
  if (source?.data?.format !== undefined) calls.push({ id: 'workbook.set-number-format', params: { sheetId, area, format: source.data.format } });
  return calls;
}
