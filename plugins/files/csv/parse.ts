const CANDIDATES = [',', ';', '\t', '|'] as const;

/**
 * The delimiter that splits the first lines most consistently: the candidate found on most lines with
 * the same count, ignoring delimiters inside quotes.
 */
export function detectDelimiter(text: string): string {
  const lines = text.slice(0, 64 * 1024).split(/\r\n|\n|\r/).slice(0, 20).filter((line) => line.length > 0);
  let best: string = ',';
  let bestScore = 0;
  for (const candidate of CANDIDATES) {
    const counts = lines.map((line) => countOutsideQuotes(line, candidate));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const score = counts.filter((count) => count === first).length * 1000 + first;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

export interface ParsedCsv {
  readonly rows: string[][];
  /** A quote was opened and never closed: the rest of the file became one field. */
  readonly unterminatedQuote: boolean;
}

/**
 * RFC 4180 parsing: quoted fields may hold delimiters, doubled quotes and line breaks; lines end with
 * CRLF, LF or CR. Stops with `onRow` returning false (limits are the caller's).
 */
export function parseCsv(text: string, delimiter: string, onRow?: (row: string[], count: number) => boolean): ParsedCsv {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = (): boolean => {
    row.push(field);
    field = '';
    rows.push(row);
    row = [];
    return onRow ? onRow(rows[rows.length - 1], rows.length) : true;
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (!endRow()) return { rows, unterminatedQuote: false };
    } else field += ch;
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
  return { rows, unterminatedQuote: quoted };
}
