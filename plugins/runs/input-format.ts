/** How a file of inputs is written: one JSON object per line, or CSV with a header row. */
export type InputFormat = 'jsonl' | 'csv';

/** How results are written: JSON lines, CSV with an `outputs` (JSON) and an `error` column, or CSV with one column per output value. */
export type ResultFormat = 'jsonl' | 'csv' | 'csv-flat';

/** The input format a file name says (`.csv` is CSV; anything else, `.jsonl` and `.ndjson` included, JSON lines). */
export function inputFormatOf(name: string): InputFormat {
  return /\.csv$/i.test(name) ? 'csv' : 'jsonl';
}
