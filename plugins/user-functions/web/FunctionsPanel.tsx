import { Pencil, Plus, SquareFunction, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { List } from '../../../web/ui/List.js';
import type { UserFunction } from '../../workbook/model/index.js';
import { FunctionDialog } from './FunctionDialog.js';

/** Which dialog is open: adding a function, or editing the named one. */
type Editing = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly fn: UserFunction };

/**
 * The Functions section (only with ?userFunctions=1): the template's user functions, each with Edit and
 * Delete, and Add a function. In shadow mode they are listed only, as the template's content is.
 */
export function FunctionsPanel() {
  const { workbook, run, mode } = useHost();
  const [editing, setEditing] = useState<Editing | null>(null);
  const editable = !mode.shadow;
  return (
    <>
      {editable && (
        <div className="sidebar-toolbar">
          <Button icon={Plus} onClick={() => setEditing({ kind: 'add' })}>
            Add a function
          </Button>
        </div>
      )}
      <List
        label="Functions"
        items={workbook.userFunctions}
        itemKey={(fn) => fn.name}
        renderItem={(fn) => <strong className="user-function-name">{fn.name}</strong>}
        renderActions={
          editable
            ? (fn) => (
                <>
                  <IconButton icon={Pencil} size="sm" label={`Edit ${fn.name}`} onClick={() => setEditing({ kind: 'edit', fn })} />
                  <IconButton icon={Trash2} size="sm" label={`Delete ${fn.name}`} onClick={() => void run('user-functions.delete', { name: fn.name })} />
                </>
              )
            : undefined
        }
        empty={<EmptyState icon={SquareFunction} title="No functions yet." description="A function is JavaScript that formulas call by name." />}
      />
      {editing && <FunctionDialog key={editing.kind === 'edit' ? editing.fn.name : 'new'} edited={editing.kind === 'edit' ? editing.fn : undefined} onClose={() => setEditing(null)} />}
    </>
  );
}
