import { useState } from 'react';
import { momentSpeech, type GridMoment, type HeaderTexts, type ShownSheet } from './grid-speech.js';

export interface GridAnnouncerProps {
  readonly moment: GridMoment;
  /** What heads a row or a column: the plugins' (a table's header cell), else the frozen rows and columns. */
  readonly headers: HeaderTexts;
}

/**
 * The grid's polite live region: what the active cell's own announcement leaves out, said after it. A
 * range selected ("A1 to C3 selected, 9 cells"), the header of a new row or column, edit mode entered and
 * left. Nothing is said for the first render: the grid's name and active cell are read on focus.
 */
export function GridAnnouncer({ moment, headers }: GridAnnouncerProps) {
  const [seen, setSeen] = useState<GridMoment>(moment);
  const [message, setMessage] = useState('');
  // The previous moment is kept in state (React's pattern for reading the props of the last render).
  if (!sameMoment(seen, moment)) {
    setSeen(moment);
    setMessage(momentSpeech(seen, moment, headers));
  }
  return (
    <div className="visually-hidden grid-announcer" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

function sameMoment(a: GridMoment, b: GridMoment): boolean {
  const x = a.area;
  const y = b.area;
  return a.editing === b.editing && a.anchor.row === b.anchor.row && a.anchor.col === b.anchor.col && x.top === y.top && x.bottom === y.bottom && x.left === y.left && x.right === y.right;
}

/**
 * Frozen rows and columns head the sheet, as Sheets reads them: the last frozen row's cell heads a column
 * for cells below it, the last frozen column's cell heads a row for cells right of it.
 */
export function frozenHeaders(model: ShownSheet): HeaderTexts {
  const frozen = model.layers?.find((layer) => layer.frozen)?.frozen;
  return {
    column: ({ row, col }) => (frozen && frozen.rows > 0 && row >= frozen.rows ? (model.cell(frozen.rows - 1, col)?.text ?? '') : ''),
    row: ({ row, col }) => (frozen && frozen.columns > 0 && col >= frozen.columns ? (model.cell(row, frozen.columns - 1)?.text ?? '') : ''),
  };
}
