import { SquareFunction, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { NamedRange } from '../../workbook/model/index.js';
import { selectionRangeText, useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { TextField } from '../../../web/ui/Input.js';
import { List } from '../../../web/ui/List.js';
import { editForm, nameTarget, newForm, newFormulaForm, type NamedRangeForm as Form } from './form-state.js';
import { NamedRangeForm } from './NamedRangeForm.js';

/**
 * The Named Ranges section: a filter box, the list (with invalid ranges marked, and named formulas with
 * their formula), add a range or a formula, edit and delete.
 */
export function NamedRangesPanel() {
  const host = useHost();
  const { workbook, sheet, area, run } = host;
  const [filter, setFilter] = useState('');
  const [form, setForm] = useState<Form | null>(null);
  if (form) return <NamedRangeForm key={form.id ?? 'new'} initial={form} onClose={() => setForm(null)} />;
  const wanted = filter.trim().toLowerCase();
  const ranges = Object.values(workbook.namedRangesById)
    .filter((range) => range.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <div className="sidebar-toolbar">
        <TextField label="Filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <Button icon={Plus} onClick={() => setForm(newForm(workbook, selectionRangeText(sheet, area)))}>
          Add a range
        </Button>
        <Button icon={SquareFunction} onClick={() => setForm(newFormulaForm(workbook))}>
          Add a formula
        </Button>
      </div>
      <List
        label="Named ranges"
        items={ranges}
        itemKey={(range) => range.id}
        renderItem={(range: NamedRange) => {
          const text = nameTarget(workbook, range);
          return (
            <>
              <strong>{range.name}</strong>
              {range.output && <span className="muted"> (output)</span>}
              <span className={text ? (range.formula !== undefined ? 'range-text formula-text' : 'range-text') : 'range-text invalid'}>{text ?? 'Invalid range'}</span>
            </>
          );
        }}
        renderActions={(range) => (
          <>
            <IconButton icon={Pencil} size="sm" label={`Edit ${range.name}`} onClick={() => setForm(editForm(workbook, range))} />
            <IconButton icon={Trash2} size="sm" label={`Delete ${range.name}`} onClick={() => void run('names.delete', { id: range.id })} />
          </>
        )}
        empty={<EmptyState icon={Tags} title={wanted ? 'No named range matches the filter.' : 'No named ranges yet.'} />}
      />
    </>
  );
}
