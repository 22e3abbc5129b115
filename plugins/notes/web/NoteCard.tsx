import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

export interface NoteCardProps {
  readonly style: CSSProperties;
  readonly text: string;
  /** Editing: a text area that saves when it loses focus (or on Ctrl/Cmd+Enter) and Escape cancels. */
  readonly editing: boolean;
  onSave?(text: string): void;
  onCancel?(): void;
}

/** A note beside its cell: shown on hover, or written in place. */
export function NoteCard({ style, text, editing, onSave, onCancel }: NoteCardProps) {
  const [draft, setDraft] = useState(text);
  const area = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!editing) return;
    area.current?.focus();
    area.current?.setSelectionRange(draft.length, draft.length);
  }, [editing]);
  if (!editing) {
    return (
      <div className="note-card" role="note" aria-label="Note" style={style}>
        {text}
      </div>
    );
  }
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save) onSave?.(draft);
    else onCancel?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(true);
    }
  };
  return (
    <div className="note-card note-card-editing" style={style}>
      <textarea ref={area} className="note-card-text" aria-label="Note" value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} onBlur={() => finish(true)} />
    </div>
  );
}
