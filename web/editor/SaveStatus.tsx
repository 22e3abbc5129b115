import { CloudAlert, CloudCheck, CloudUpload, LoaderCircle } from 'lucide-react';
import { Button } from '../ui/Button.js';
import type { EditorSaver } from './editor-saver.js';
import { saveStatusText, type SaveStatus as Status } from './save-controller.js';
import { useEditor } from './editor-context.js';
import { useObservable, useSubject } from './use-observable.js';

/** What the person should know beyond the status word: their edits are still in the page, or why not saving. */
const HINTS: Partial<Record<Status, string>> = {
  error: 'Your changes are still here and are saved with your next change, or with File > Save.',
  conflict: 'Your latest changes are not saved. Reload to get the newer version, then make them again.',
};

/** The top bar's save status (SPEC section 4), with a Reload button when another save got there first. */
export function SaveStatus({ save }: { save: EditorSaver }) {
  const status = useSubject(save.status$);
  const { kernel } = useEditor();
  const dirty = useObservable(kernel.dirty.dirty$, () => kernel.dirty.dirty);
  const hint = HINTS[status];
  const Icon = hint ? CloudAlert : status === 'saving' ? LoaderCircle : dirty ? CloudUpload : CloudCheck;
  return (
    <>
      <span className={hint ? 'save-status error' : 'save-status'} role="status" aria-live="polite" title={hint} aria-description={hint}>
        <Icon size={14} aria-hidden className={status === 'saving' ? 'spin' : undefined} />
        {saveStatusText(status, dirty)}
      </span>
      {status === 'conflict' && (
        <Button size="sm" onClick={() => location.reload()}>
          Reload
        </Button>
      )}
    </>
  );
}
