import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { columnLetters } from '../../workbook/index.js';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { Select } from '../../../web/ui/Select.js';
import type { SortKey } from '../plan.js';
import { columnLabel, sortAs } from './sort-actions.js';
import './sort.css';

export interface SortRangeDialogProps {
  onClose(): void;
}

/**
 * Data > Sort range > Advanced range sorting options, as in Sheets: the selection sorted by one or more
 * columns, each A to Z or Z to A, with or without a header row that stays in place.
 */
export function SortRangeDialog({ onClose }: SortRangeDialogProps) {
  const host = useHost();
  const area = host.area;
  const [header, setHeader] = useState(false);
  const [keys, setKeys] = useState<readonly SortKey[]>([{ column: host.anchor.col }]);
  const columns = Array.from({ length: area.right - area.left + 1 }, (_, i) => area.left + i);
  const columnOptions = columns.map((column) => ({ value: String(column), label: columnLabel(host, area, column, header, columnLetters) }));
  const unused = columns.find((column) => !keys.some((key) => key.column === column));
  const setKey = (index: number, patch: Partial<SortKey>) => setKeys(keys.map((key, i) => (i === index ? { ...key, ...patch } : key)));
  const sort = async () => {
    if (await sortAs(host, { area, keys, header })) onClose();
  };
  const range = `${columnLetters(area.left)}${area.top + 1}:${columnLetters(area.right)}${area.bottom + 1}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Sort range"
      description={`Sort range from ${range}`}
      width="md"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => void sort()}>
            Sort
          </Button>
        </>
      }
    >
      <div className="sort-dialog">
        <Checkbox label="Data has header row" checked={header} onCheckedChange={setHeader} />
        {keys.map((key, index) => (
          <div className="sort-dialog-key" key={index}>
            <Select label={index === 0 ? 'Sort by' : 'Then by'} showLabel value={String(key.column)} options={columnOptions} onChange={(value) => setKey(index, { column: Number(value) })} />
            <Select
              label={`${index === 0 ? 'Sort by' : 'Then by'} order`}
              value={key.descending ? 'desc' : 'asc'}
              options={[
                { value: 'asc', label: 'A → Z' },
                { value: 'desc', label: 'Z → A' },
              ]}
              onChange={(value) => setKey(index, { descending: value === 'desc' })}
            />
            {index > 0 && <IconButton icon={X} label={`Remove sort column ${index + 1}`} size="sm" onClick={() => setKeys(keys.filter((_, i) => i !== index))} />}
          </div>
        ))}
        {unused !== undefined && (
          <Button variant="ghost" icon={Plus} onClick={() => setKeys([...keys, { column: unused }])}>
            Add another sort column
          </Button>
        )}
      </div>
    </Dialog>
  );
}
