import type { EditorSaver } from './editor-saver.js';
import { saveStatusText, type SaveStatus as Status } from './save-controller.js';
import { useSubject } from './use-observable.js';

/** What the person should know beyond the status word: their edits are still in the page, or why not saving. */
const HINTS: Partial<Record<Status, string>> = {
  error: 'Your changes are still here and are saved with your next change, or with File > Save.',
  conflict: 'Your latest changes are not saved. Reload to get the newer version, then make them again.',
};

/** The top bar's save status (SPEC section 4), with a Reload button when another save got there first. */
export function SaveStatus({ save }: { save: EditorSaver }) {
  const status = useSubject(save.status$);
  const hint = HINTS[status];
  return (
    <>
      <span className={hint ? 'save-status error' : 'save-status'} role="status" aria-live="polite" title={hint} aria-description={hint}>
        {saveStatusText(status)}
      </span>
      {status === 'conflict' && (
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      )}
    </>
  );
}
