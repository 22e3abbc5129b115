import { Button } from '../ui/Button.js';
import { useEditor } from './editor-context.js';
import { useObservable, useSubject, type EditorSaver, type SaveStatus } from '../plugin-api/index.js';

/**
 * The Save button that stands for autosave in shadow mode (SPEC section 4): 'Save' when there are
 * changes, or 'Done' when the editor is embedded in a parent window (the host page's user finishes their
 * edit there rather than keeps a document), 'Saving...' and 'Saved' disabled, 'Save Failed' after a
 * failure (its changes stay, so it can be pressed again). It is enabled only with unsaved changes.
 */
export function saveButtonText(status: SaveStatus, dirty: boolean, embedded: boolean): string {
  if (status === 'saving') return 'Saving...';
  if (status === 'error') return 'Save Failed';
  if (!dirty) return 'Saved';
  return embedded ? 'Done' : 'Save';
}

/** Whether this page runs in another page's frame (the parent that receives the editor's messages). */
const embedded = (): boolean => window.parent !== window;

export function SaveButton({ save }: { save: EditorSaver }) {
  const { kernel, focusGrid } = useEditor();
  const status = useSubject(save.status$);
  const dirty = useObservable(kernel.dirty.dirty$, () => kernel.dirty.dirty);
  const text = saveButtonText(status, dirty, embedded());
  return (
    <Button
      variant={status === 'error' ? 'danger' : 'primary'}
      size="sm"
      disabled={!dirty || status === 'saving'}
      onClick={() => void save.save().then(focusGrid)}
    >
      {text}
    </Button>
  );
}
