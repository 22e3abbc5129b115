import { useEffect, useState, type KeyboardEvent } from 'react';

export interface FormulaBarProps {
  /** The active cell's address, or the selected range (e.g. 'B2' or 'A1:C4'). */
  readonly address: string;
  /** The active cell's content as typed (formula text for formula cells). */
  readonly content: string;
  /** When editing in the cell, the bar mirrors that text. */
  readonly editingText?: string;
  onGoTo(range: string): boolean;
  onEdit(text: string): void;
  onCommit(): void;
  onCancel(): void;
}

/** The name box (range input) and the formula input above the grid. */
export function FormulaBar({ address, content, editingText, onGoTo, onEdit, onCommit, onCancel }: FormulaBarProps) {
  const [range, setRange] = useState(address);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setRange(address);
    setInvalid(false);
  }, [address]);
  const onRangeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setInvalid(!onGoTo(range.trim()));
  };
  const onFormulaKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="formula-bar">
      <input className={invalid ? 'name-box invalid' : 'name-box'} aria-label="Name box" aria-invalid={invalid} value={range} onChange={(e) => setRange(e.target.value)} onKeyDown={onRangeKey} />
      <span className="fx" aria-hidden="true">
        fx
      </span>
      <input
        className="formula-input"
        aria-label="Formula bar"
        placeholder="Value or formula..."
        value={editingText ?? content}
        onChange={(e) => onEdit(e.target.value)}
        onKeyDown={onFormulaKey}
      />
    </div>
  );
}
