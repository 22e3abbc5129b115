import { TableCellsMerge } from 'lucide-react';
import { useEditor } from '../editor-context.js';
import { DropDown } from './DropDown.js';
import { mergesAllowed } from './merge-options.js';

/** The toolbar's merge menu: merges the selection does not allow are disabled (SPEC section 5). */
export function MergeMenu() {
  const { sheet, area, run } = useEditor();
  const allowed = mergesAllowed(area);
  const merge = (mode: 'all' | 'horizontal' | 'vertical') => () => void run('workbook.merge-cells', { sheetId: sheet.id, area, mode });
  return (
    <DropDown
      label="Merge cells"
      icon={TableCellsMerge}
      items={[
        { label: 'Merge all', command: 'workbook.merge-cells', disabled: !allowed.all, run: merge('all') },
        { label: 'Merge horizontally', command: 'workbook.merge-cells', disabled: !allowed.horizontal, run: merge('horizontal') },
        { label: 'Merge vertically', command: 'workbook.merge-cells', disabled: !allowed.vertical, run: merge('vertical') },
        {
          label: 'Unmerge',
          command: 'workbook.unmerge-cells',
          run: () => void run('workbook.unmerge-cells', { sheetId: sheet.id, area }),
        },
      ]}
    />
  );
}
