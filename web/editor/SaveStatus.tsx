import { CloudAlert, CloudCheck, CloudOff, CloudUpload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useSubject, type EditorSaver, type SaveProgress, type SaveStatus as Status } from '../plugin-api/index.js';
import { heldStatus } from './held-status.js';
import { saveStatusText } from './save-status-text.js';

/** What the person should know beyond the status words: their edits are still in the page. */
const HINTS: Partial<Record<Status, string>> = {
  error: 'Your changes are still here and are saved with your next change, or with File > Save.',
  offline: 'Your changes are kept in this page and sent when the connection is back.',
};

/** For a saver that reports no progress. */
const NO_PROGRESS = new BehaviorSubject<SaveProgress | undefined>(undefined);

// Still icons: a spinning one keeps the compositor drawing frames for as long as edits are being saved.
const ICONS = { idle: CloudCheck, saved: CloudCheck, saving: CloudUpload, error: CloudAlert, offline: CloudOff } as const;

/** The top bar's save status (SPEC section 4, and issue 36's offline words). */
export function SaveStatus({ save }: { save: EditorSaver }) {
  const status = useShownStatus(save);
  const progress = useSubject(save.progress$ ?? NO_PROGRESS);
  const hint = HINTS[status];
  const Icon = ICONS[status];
  return (
    <>
      <span className={hint ? 'save-status error' : 'save-status'} role="status" aria-live="polite" title={hint} aria-description={hint}>
        <Icon size={14} aria-hidden />
        {saveStatusText(status)}
      </span>
      {status === 'saving' && progress && <progress className="save-progress" aria-label="Changes sent" max={progress.total} value={progress.done} />}
    </>
  );
}

/** The saver's status as shown (heldStatus). */
function useShownStatus(save: EditorSaver): Status {
  const [status, setStatus] = useState(save.status$.value);
  useEffect(() => {
    const subscription = heldStatus(save.status$).subscribe(setStatus);
    return () => subscription.unsubscribe();
  }, [save]);
  return status;
}
