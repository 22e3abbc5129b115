import { Dialog } from '../../ui/Dialog.js';
import { Table } from '../../ui/Table.js';
import type { Shortcut, ShortcutGroup } from './shortcut-list.js';

export interface ShortcutsDialogProps {
  readonly open: boolean;
  onOpenChange(open: boolean): void;
  readonly groups: readonly ShortcutGroup[];
}

/** Help > Keyboard shortcuts (Ctrl+/), as Sheets has: one table per group, each action with its keys. */
export function ShortcutsDialog({ open, onOpenChange, groups }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" width="lg">
      <div className="shortcut-groups">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="shortcut-group-title">{group.title}</h3>
            <Table<Shortcut>
              label={`${group.title} shortcuts`}
              rows={group.shortcuts}
              rowKey={(shortcut) => `${shortcut.action}:${shortcut.keys}`}
              columns={[
                { header: 'Action', renderCell: (shortcut) => shortcut.action },
                { header: 'Keys', mono: true, renderCell: (shortcut) => <kbd>{shortcut.keys}</kbd> },
              ]}
            />
          </section>
        ))}
      </div>
    </Dialog>
  );
}
