import { CaseSensitive, ChevronDown, ChevronUp, Layers, Replace, Sigma, SquareEqual, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { IconButton } from '../../../web/ui/Button.js';
import { Input } from '../../../web/ui/Input.js';
import type { FindOptions } from '../options.js';
import { matchCountText, type FindState } from './find-session.js';
import './find.css';

export interface FindBarProps {
  readonly state: FindState;
  onOptions(patch: Partial<FindOptions>): void;
  onStep(delta: 1 | -1): void;
  onReplace(): void;
  onClose(): void;
}

type Toggle = 'matchCase' | 'wholeCell' | 'inFormulas' | 'allSheets';

const TOGGLES: readonly { option: Toggle; label: string; icon: typeof CaseSensitive }[] = [
  { option: 'matchCase', label: 'Match case', icon: CaseSensitive },
  { option: 'wholeCell', label: 'Match entire cell contents', icon: SquareEqual },
  { option: 'inFormulas', label: 'Also search within formulas', icon: Sigma },
  { option: 'allSheets', label: 'Search all sheets', icon: Layers },
];

/**
 * The find bar over the grid's top right corner (Ctrl/Cmd+F): the query, its count, Enter for the next
 * match and Shift+Enter for the previous one, toggles for the options, Escape to close.
 */
export function FindBar({ state, onOptions, onStep, onReplace, onClose }: FindBarProps) {
  const input = useRef<HTMLInputElement>(null);
  // Ctrl+F again while the bar is open selects the query, as in Sheets.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [state.opened]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const { options } = state;
  return (
    <div className="find-bar" role="search" aria-label="Find in sheet">
      <Input ref={input} className="find-bar-input" aria-label="Find in sheet" placeholder="Find in sheet" value={options.query} onChange={(event) => onOptions({ query: event.target.value })} onKeyDown={onKeyDown} />
      <span className="find-bar-count" aria-live="polite">
        {state.error ?? (options.query === '' ? '' : matchCountText(state))}
      </span>
      {TOGGLES.map(({ option, label, icon }) => (
        <IconButton key={option} icon={icon} label={label} size="sm" pressed={Boolean(options[option])} onClick={() => onOptions({ [option]: !options[option] })} />
      ))}
      <IconButton icon={ChevronUp} label="Previous match" shortcut="Shift+Enter" size="sm" disabled={state.matches.length === 0} onClick={() => onStep(-1)} />
      <IconButton icon={ChevronDown} label="Next match" shortcut="Enter" size="sm" disabled={state.matches.length === 0} onClick={() => onStep(1)} />
      <IconButton icon={Replace} label="Find and replace" size="sm" onClick={onReplace} />
      <IconButton icon={X} label="Close find bar" shortcut="Escape" size="sm" onClick={onClose} />
    </div>
  );
}
