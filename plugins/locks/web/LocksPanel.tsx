import { Lock as LockIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatRange, parseRangeText } from '../../names/index.js';
import type { Lock, Workbook } from '../../workbook/model/index.js';
import { RangeInput, selectionRangeText, useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { TextField } from '../../../web/ui/Input.js';
import { List } from '../../../web/ui/List.js';
import { defaultLockName, lockNameError } from '../commands.js';
import { lockArea } from '../lock-areas.js';

interface LockForm {
  /** The edited lock and its sheet; absent for a new lock. */
  readonly edited?: { readonly id: string; readonly sheetId: string; readonly name: string };
  readonly name: string;
  readonly range: string;
}

interface ListedLock {
  readonly lock: Lock;
  readonly sheetId: string;
}

function allLocks(workbook: Workbook): ListedLock[] {
  return workbook.sheetIds.flatMap((sheetId) => workbook.sheetsById[sheetId]?.locks.map((lock) => ({ lock, sheetId })) ?? []);
}

/**
 * The Locks section: every lock of the template with its range; add (Done disabled until the range is
 * valid), rename or re-range, delete. In shadow mode locks are listed only (SPEC section 4).
 */
export function LocksPanel() {
  const host = useHost();
  const { workbook, sheet, area, run, mode } = host;
  const [form, setForm] = useState<LockForm | null>(null);
  const editable = !mode.shadow;
  if (form) return <LockFormView initial={form} onClose={() => setForm(null)} />;
  return (
    <>
      {editable && (
        <div className="sidebar-toolbar">
          <Button icon={Plus} onClick={() => setForm({ name: defaultLockName(workbook), range: selectionRangeText(sheet, area) })}>
            Add a lock
          </Button>
        </div>
      )}
      <List
        label="Locks"
        items={allLocks(workbook)}
        itemKey={({ lock }) => lock.id}
        renderItem={({ lock, sheetId }) => {
          const text = lockArea(workbook, sheetId, lock) && formatRange(workbook, lock.range);
          return (
            <>
              <strong>{lock.name}</strong>
              <span className={text ? 'range-text' : 'range-text invalid'}>{text ?? 'Invalid range'}</span>
            </>
          );
        }}
        renderActions={
          editable
            ? ({ lock, sheetId }) => (
                <>
                  <IconButton icon={Pencil} size="sm" label={`Edit ${lock.name}`} onClick={() => setForm({ edited: { id: lock.id, sheetId, name: lock.name }, name: lock.name, range: formatRange(workbook, lock.range) ?? '' })} />
                  <IconButton icon={Trash2} size="sm" label={`Delete ${lock.name}`} onClick={() => void run('locks.delete', { sheetId, id: lock.id })} />
                </>
              )
            : undefined
        }
        empty={<EmptyState icon={LockIcon} title="No locks yet." description="Locked cells cannot be edited in shadows." />}
      />
    </>
  );
}

/** Adds or edits one lock: a name and a range; Done is disabled until both are valid. */
function LockFormView({ initial, onClose }: { initial: LockForm; onClose(): void }) {
  const host = useHost();
  const { workbook, kernel } = host;
  const [form, setForm] = useState(initial);
  const [sync, setSync] = useState(initial.edited === undefined);
  const parsed = parseRangeText(form.range, workbook);
  const nameProblem = lockNameError(form.name);
  const rangeProblem = parsed.ok ? undefined : parsed.error;
  const done = () => {
    const { edited } = form;
    // Rename and re-range are one undo step.
    const ok = edited
      ? kernel.bus.batch(() => {
          const renamed = edited.name === form.name.trim() || kernel.execute('locks.rename', { sheetId: edited.sheetId, id: edited.id, name: form.name });
          if (renamed !== true && !renamed.ok) return renamed;
          return kernel.execute('locks.set-range', { sheetId: edited.sheetId, id: edited.id, range: form.range });
        })
      : kernel.execute('locks.add', { name: form.name, range: form.range });
    if (ok.ok) onClose();
    else void host.alert(ok.error, ok.title);
  };
  return (
    <form
      className="sidebar-form"
      aria-label={initial.edited ? `Edit ${initial.edited.name}` : 'New lock'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!nameProblem && !rangeProblem) done();
      }}
    >
      <TextField label="Name" value={form.name} error={nameProblem} onChange={(event) => setForm({ ...form, name: event.target.value })} />
      <RangeInput label="Range" value={form.range} error={rangeProblem} sync={sync} onSyncChange={setSync} onChange={(range) => setForm((current) => ({ ...current, range }))} />
      <div className="sidebar-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={nameProblem !== undefined || rangeProblem !== undefined}>
          Done
        </Button>
      </div>
    </form>
  );
}
