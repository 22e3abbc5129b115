import { iterateCells, isEmptyCell } from '../../../../../plugins/workbook/index.js';
import { useHost } from '../../../../../web/plugin-api/index.js';

/** The filled cells of the open sheet, read through the editor host as any plugin's panel reads it. */
export function SheetStatsPanel() {
  const { sheet } = useHost();
  let filled = 0;
  for (const [, , cell] of iterateCells(sheet)) if (!isEmptyCell(cell)) filled++;
  return <p>{`${filled} cells filled in ${sheet.name}`}</p>;
}
