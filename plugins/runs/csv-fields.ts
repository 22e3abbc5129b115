/** One CSV field: its text, and whether it was quoted (a quoted field stays text, whatever it looks like). */
export interface CsvField {
  readonly text: string;
  readonly quoted: boolean;
}

/**
 * The records of CSV text (RFC 4180: fields separated by commas, records by CRLF or LF, double quotes
 * around fields holding commas, quotes or line breaks, `""` for a quote inside), each as its fields.
 * A record with nothing in it is skipped. The text must hold whole records (a RecordCutter batch).
 */
export function csvRecords(text: string): CsvField[][] {
  const records: CsvField[][] = [];
  let fields: CsvField[] = [];
  let at = 0;
  const endRecord = () => {
    if (!(fields.length === 1 && fields[0].text === '' && !fields[0].quoted)) records.push(fields);
    fields = [];
  };
  while (at <= text.length) {
    if (at === text.length) {
      if (fields.length) endRecord();
      break;
    }
    const { field, next } = readField(text, at);
    fields.push(field);
    at = next;
    const separator = text[at];
    if (separator === ',') {
      at++;
      if (at === text.length) fields.push({ text: '', quoted: false });
      continue;
    }
    if (separator === '\r') at++;
    if (text[at] === '\n') at++;
    endRecord();
  }
  return records;
}

function readField(text: string, from: number): { field: CsvField; next: number } {
  if (text[from] !== '"') {
    let end = from;
    while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
    return { field: { text: text.slice(from, end), quoted: false }, next: end };
  }
  let value = '';
  let at = from + 1;
  for (;;) {
    const close = text.indexOf('"', at);
    if (close < 0) return { field: { text: value + text.slice(at), quoted: true }, next: text.length };
    value += text.slice(at, close);
    if (text[close + 1] === '"') {
      value += '"';
      at = close + 2;
      continue;
    }
    // Text after the closing quote, up to the separator, is kept as it is (lenient, as spreadsheets read it).
    let end = close + 1;
    while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
    return { field: { text: value + text.slice(close + 1, end), quoted: true }, next: end };
  }
}

/** A value written as a CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing spaces. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
