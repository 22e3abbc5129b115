/** SPEC "Bad input": a paste is bounded; larger ones are refused with this message. */
export const MAX_PASTE_CELLS = 100_000;
export const PASTE_TOO_LARGE = `That paste has more than ${MAX_PASTE_CELLS.toLocaleString('en-US')} cells. Paste a smaller range.`;
export const PASTE_NOT_TEXT = 'The clipboard holds data that is not text or a table, so it cannot be pasted into cells.';

export type PasteGrid = { ok: true; rows: string[][] } | { ok: false; error: string };

/**
 * Tab-separated text as spreadsheets copy it: rows on newlines, cells on tabs, one trailing newline
 * ignored. A cell holding a tab, newline or quote comes quoted ("a""b"); a leading quote that does not
 * close right before a separator is just text.
 */
export function parseTsv(text: string): string[][] {
  const source = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const rows: string[][] = [[]];
  let at = 0;
  while (at <= source.length) {
    const field = (source[at] === '"' && quotedField(source, at)) || plainField(source, at);
    rows[rows.length - 1].push(field.value);
    if (source[field.end] === '\n') rows.push([]);
    at = field.end + 1;
  }
  return rows;
}

interface Field {
  readonly value: string;
  /** Index of the separator after the field (or the text's length). */
  readonly end: number;
}

function plainField(source: string, start: number): Field {
  const tab = source.indexOf('\t', start);
  const newline = source.indexOf('\n', start);
  const end = Math.min(tab < 0 ? source.length : tab, newline < 0 ? source.length : newline);
  return { value: source.slice(start, end), end };
}

function quotedField(source: string, start: number): Field | undefined {
  let value = '';
  let at = start + 1;
  for (;;) {
    const quote = source.indexOf('"', at);
    if (quote < 0) return undefined;
    value += source.slice(at, quote);
    const next = source[quote + 1];
    if (next === '"') {
      value += '"';
      at = quote + 2;
    } else if (next === undefined || next === '\t' || next === '\n') {
      return { value, end: quote + 1 };
    } else return undefined;
  }
}

/** An HTML table whose cells, with their spans, come to more than the paste limit. */
const TABLE_TOO_LARGE = 'too-large';

/** Cells of the first HTML table, read as text only (nothing of the HTML is ever rendered). */
export function parseHtmlTable(html: string): string[][] | typeof TABLE_TOO_LARGE | undefined {
  if (!/<table[\s>]/i.test(html)) return undefined;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // The parsed document is never attached, so nothing runs; script and style text is not cell text.
  doc.querySelectorAll('script, style').forEach((node) => node.remove());
  const table = doc.querySelector('table');
  return table ? tableRows(table) : undefined;
}

/**
 * The table's own rows (not nested tables'), a merged cell (colspan, rowspan) giving its text to its
 * top-left position and empty text to the rest, as spreadsheets paste it. Spans are counted before
 * they are filled, so a small table with huge spans is refused rather than blown up.
 */
function tableRows(table: HTMLTableElement): string[][] | typeof TABLE_TOO_LARGE {
  const trs = Array.from(table.rows);
  const rows: string[][] = trs.map(() => []);
  let filled = 0;
  for (let r = 0; r < trs.length; r++) {
    let col = 0;
    for (const cell of Array.from(trs[r].cells)) {
      while (rows[r][col] !== undefined) col++;
      const height = Math.min(Math.max(1, cell.rowSpan), rows.length - r);
      const width = Math.max(1, cell.colSpan);
      filled += height * width;
      if (filled > MAX_PASTE_CELLS) return TABLE_TOO_LARGE;
      for (let dr = 0; dr < height; dr++) {
        for (let dc = 0; dc < width; dc++) rows[r + dr][col + dc] = dr === 0 && dc === 0 ? cellText(cell) : '';
      }
      col += width;
    }
  }
  return rows.map((row) => Array.from(row, (text) => text ?? ''));
}

/** A cell's text as a browser shows it: markup whitespace collapsed, <br> as a line break. */
function cellText(cell: HTMLTableCellElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = (node.nodeValue ?? '').replace(/\s+/g, ' ');
  copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  return (copy.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

/** Binary data pasted as text: control characters other than tab and newline. */
function looksBinary(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 10_000));
}

/** A quick bound before parsing: counts cell openings in HTML and separators in text. */
function tooLarge(text: string, html: string): boolean {
  if ((html.match(/<t[dh][\s>]/gi) ?? []).length > MAX_PASTE_CELLS) return true;
  return (text.match(/[\t\n]/g) ?? []).length >= MAX_PASTE_CELLS * 2;
}

/**
 * What a paste from another program would put in the cells, or why it is refused. `types` are the
 * clipboard's formats: with no text and no HTML, anything else there (an image, a file) is binary data.
 */
export function readPaste(text: string, html: string, types: readonly string[] = []): PasteGrid {
  if (text === '' && html === '') return types.length > 0 ? { ok: false, error: PASTE_NOT_TEXT } : { ok: true, rows: [] };
  if (text.length > 0 && looksBinary(text)) return { ok: false, error: PASTE_NOT_TEXT };
  if (tooLarge(text, html)) return { ok: false, error: PASTE_TOO_LARGE };
  const table = html ? parseHtmlTable(html) : undefined;
  if (table === TABLE_TOO_LARGE) return { ok: false, error: PASTE_TOO_LARGE };
  const rows = table ?? parseTsv(text);
  const cells = rows.reduce((sum, row) => sum + row.length, 0);
  if (cells > MAX_PASTE_CELLS) return { ok: false, error: PASTE_TOO_LARGE };
  return { ok: true, rows };
}

/** A cell as tab-separated text: quoted (quotes doubled) when it holds a tab, newline or quote. */
function tsvCell(cell: string): string {
  return /[\t\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Text and HTML for other programs: tab-separated values and a table with escaped text. */
export function toClipboard(rows: readonly (readonly string[])[]): { text: string; html: string } {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const text = rows.map((row) => row.map(tsvCell).join('\t')).join('\n');
  const html = `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
  return { text, html };
}
