import { TableCellsMerge } from 'lucide-react';
import { useMemo } from 'react';
import { useStableHandlers } from '../../ui/use-stable-handlers.js';
import { useEditor } from '../editor-context.js';
import { DropDown } from './DropDown.js';
import { mergesAllowed } from './merge-options.js';

/** The toolbar's merge menu: merges the selection does not allow are disabled (SPEC section 5). */
export function MergeMenu() {
  const { sheet, area, run } = useEditor();
  const allowed = mergesAllowed(area);
  // The items act on the selection as it is when chosen; they are made again only when what they allow changes.
  const act = useStableHandlers({
    merge: (mode: 'all' | 'horizontal' | 'vertical') => void run('workbook.merge-cells', { sheetId: sheet.id, area, mode }),
    unmerge: () => void run('workbook.unmerge-cells', { sheetId: sheet.id, area }),
  });
  const items = useMemo(
    () => [
      { label: 'Merge all', command: 'workbook.merge-cells', disabled: !allowed.all, run: () => act.merge('all') },
      { label: 'Merge horizontally', command: 'workbook.merge-cells', disabled: !allowed.horizontal, run: () => act.merge('horizontal') },
      { label: 'Merge vertically', command: 'workbook.merge-cells', disabled: !allowed.vertical, run: () => act.merge('vertical') },
      { label: 'Unmerge', command: 'workbook.unmerge-cells', run: act.unmerge },
    ],
    [allowed.all, allowed.horizontal, allowed.vertical, act],
  );
  return <DropDown label="Merge cells" icon={TableCellsMerge} items={items} />;
}
