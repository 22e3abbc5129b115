import { CloudAlert, CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { BehaviorSubject } from 'rxjs';
import { useSubject, type EditorSaver, type SaveProgress, type SaveStatus as Status } from '../plugin-api/index.js';
import { saveStatusText } from './save-status-text.js';

/** What the person should know beyond the status words: their edits are still in the page. */
const HINTS: Partial<Record<Status, string>> = {
  error: 'Your changes are still here and are saved with your next change, or with File > Save.',
  offline: 'Your changes are kept in this page and sent when the connection is back.',
};

/** For a saver that reports no progress. */
const NO_PROGRESS = new BehaviorSubject<SaveProgress | undefined>(undefined);

const ICONS = { idle: CloudCheck, saved: CloudCheck, saving: LoaderCircle, error: CloudAlert, offline: CloudOff } as const;

/** The top bar's save status (SPEC section 4, and issue 36's offline words). */
export function SaveStatus({ save }: { save: EditorSaver }) {
  const status = useSubject(save.status$);
  const progress = useSubject(save.progress$ ?? NO_PROGRESS);
  const hint = HINTS[status];
  const Icon = ICONS[status];
  return (
    <>
      <span className={hint ? 'save-status error' : 'save-status'} role="status" aria-live="polite" title={hint} aria-description={hint}>
        <Icon size={14} aria-hidden className={status === 'saving' ? 'spin' : undefined} />
        {saveStatusText(status)}
      </span>
      {status === 'saving' && progress && <progress className="save-progress" aria-label="Changes sent" max={progress.total} value={progress.done} />}
    </>
  );
}
