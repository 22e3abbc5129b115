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

/** What reading rows one by one found: how many, and whether a quote was left open. */
export interface CsvRead {
  readonly rowCount: number;
  /** A quote was opened and never closed: the rest of the file became one field. */
  readonly unterminatedQuote: boolean;
}

/** Parses the whole text into rows of fields (see readCsvRows). */
export function parseCsv(text: string, delimiter: string): ParsedCsv {
  const rows: string[][] = [];
  const { unterminatedQuote } = readCsvRows(text, delimiter, (row) => {
    rows.push(row);
  });
  return { rows, unterminatedQuote };
}

/**
 * RFC 4180 parsing, one row at a time (the caller builds what it needs from each and keeps no copy of
 * the file as rows): quoted fields may hold delimiters, doubled quotes and line breaks; lines end with
 * CRLF, LF or CR. Unquoted fields are slices of the text, never built character by character. `onRow`
 * gets each row and its 1-based number; it stops the reading by throwing (limits are the caller's).
 */
export function readCsvRows(text: string, delimiter: string, onRow: (row: string[], count: number) => void): CsvRead {
  let rowCount = 0;
  let row: string[] = [];
  let i = 0;
  const end = text.length;
  while (i < end) {
    let field: string;
    if (text[i] === '"') {
      // A quoted field: runs between doubled quotes are sliced, then joined once.
      const parts: string[] = [];
      let from = i + 1;
      let closed = false;
      for (let at = text.indexOf('"', from); at !== -1; at = text.indexOf('"', from)) {
        parts.push(text.slice(from, at));
        if (text[at + 1] === '"') {
          parts.push('"');
          from = at + 2;
          continue;
        }
        from = at + 1;
        closed = true;
        break;
      }
      if (!closed) {
        parts.push(text.slice(from));
        row.push(parts.join(''));
        onRow(row, ++rowCount);
        return { rowCount, unterminatedQuote: true };
      }
      // Text after the closing quote, up to the delimiter or line end, belongs to the field.
      let stop = from;
      while (stop < end && text[stop] !== delimiter && text[stop] !== '\n' && text[stop] !== '\r') stop++;
      if (stop > from) parts.push(text.slice(from, stop));
      field = parts.length === 1 ? parts[0] : parts.join('');
      i = stop;
    } else {
      let stop = i;
      while (stop < end && text[stop] !== delimiter && text[stop] !== '\n' && text[stop] !== '\r') stop++;
      field = text.slice(i, stop);
      i = stop;
    }
    row.push(field);
    if (i >= end) break;
    const ch = text[i];
    i++;
    if (ch === delimiter) {
      // A delimiter at the very end leaves one more, empty, field.
      if (i >= end) row.push('');
      continue;
    }
    if (ch === '\r' && text[i] === '\n') i++;
    onRow(row, ++rowCount);
    row = [];
  }
  if (row.length > 0) onRow(row, ++rowCount);
  return { rowCount, unterminatedQuote: false };
}
