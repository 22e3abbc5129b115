import { useRef, useState } from 'react';
import { NAME_LENGTH_LIMIT } from '../../plugins/workbook/index.js';
import { Tooltip } from '../ui/Tooltip.js';

export interface NameBoxProps {
  readonly name: string;
  onRename(name: string): Promise<void>;
  /** Where the focus goes after Enter or Escape. */
  onDone(): void;
}

/**
 * The top bar's editable name box (SPEC section 2): the name, edited in place on a click; Enter or
 * leaving renames, Escape reverts, a blank name is not kept.
 */
export function NameBox({ name, onRename, onDone }: NameBoxProps) {
  const [text, setText] = useState<string | null>(null);
  // Escape moves the focus away, and the blur that follows must not save what was typed.
  const reverting = useRef(false);
  if (text === null) {
    return (
      <Tooltip content="Rename">
        <button type="button" className="grid-name" aria-label={`Rename ${name}`} onClick={() => setText(name)}>
          {name}
        </button>
      </Tooltip>
    );
  }
  const commit = () => {
    const trimmed = text.trim();
    if (!reverting.current && trimmed && trimmed !== name) void onRename(trimmed);
    reverting.current = false;
    setText(null);
  };
  return (
    <input
      className="grid-name"
      aria-label="Template name"
      maxLength={NAME_LENGTH_LIMIT}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== 'Escape') return;
        event.preventDefault();
        reverting.current = event.key === 'Escape';
        onDone();
      }}
    />
  );
}
