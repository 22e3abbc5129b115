/** Column letters and A1 addresses, zero-based indices. Columns go up to three letters (ZZZ). */
export const MAX_COLUMNS = 18278; // 26 + 26^2 + 26^3

export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Index of column letters (case-insensitive), or -1 when they are not 1 to 3 letters. */
export function columnIndex(letters: string): number {
  if (letters.length < 1 || letters.length > 3) return -1;
  let n = 0;
  for (let i = 0; i < letters.length; i++) {
    const code = letters.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) return -1;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

export function a1(row: number, column: number): string {
  return `${columnLetters(column)}${row + 1}`;
}

const A1_PATTERN = /^\$?([A-Za-z]{1,3})\$?([1-9][0-9]*)$/;

/** Parses 'B7' (or '$B$7') to zero-based indices. */
export function parseA1(text: string): { row: number; column: number } | undefined {
  const match = A1_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return { row: Number(match[2]) - 1, column: columnIndex(match[1]) };
}
