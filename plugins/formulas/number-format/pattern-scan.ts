/**
 * A number format pattern read as pieces, so that what is quoted, escaped or bracketed is never taken
 * for a code: `"text"`, `\x`, `[Red]` / `[<=100]` / `[$-409]` / `[h]`, `_x` (a space the width of x),
 * `*x` (x repeated to fill the cell) and single characters. A quote or bracket left open is a plain
 * character here; numfmt refuses such a pattern as invalid before anything formats with it.
 */
export type PieceKind = 'quoted' | 'escaped' | 'bracket' | 'skip' | 'fill' | 'char';

export interface Piece {
  readonly kind: PieceKind;
  /** The content: the quoted text, the escaped or skipped character, the bracket's inside, the character. */
  readonly text: string;
  /** The piece as written in the pattern. */
  readonly raw: string;
}

const PAIRED: Readonly<Record<string, PieceKind>> = { '\\': 'escaped', _: 'skip', '*': 'fill' };

export function scanPattern(pattern: string): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < pattern.length) {
    const piece = pieceAt(pattern, i);
    pieces.push(piece);
    i += piece.raw.length;
  }
  return pieces;
}

function pieceAt(pattern: string, i: number): Piece {
  const ch = pattern[i]!;
  if (ch === '"') {
    const end = pattern.indexOf('"', i + 1);
    if (end > 0) return { kind: 'quoted', text: pattern.slice(i + 1, end), raw: pattern.slice(i, end + 1) };
  } else if (ch === '[') {
    const end = pattern.indexOf(']', i + 1);
    if (end > 0) return { kind: 'bracket', text: pattern.slice(i + 1, end), raw: pattern.slice(i, end + 1) };
  } else if (PAIRED[ch] && i + 1 < pattern.length) {
    // numfmt reads `_\x` as skipping x; Excel writes `_)` and `_(`, so either form is kept whole.
    const escapedNext = ch !== '\\' && pattern[i + 1] === '\\' && i + 2 < pattern.length;
    const raw = pattern.slice(i, i + (escapedNext ? 3 : 2));
    return { kind: PAIRED[ch]!, text: raw[raw.length - 1]!, raw };
  }
  return { kind: 'char', text: ch, raw: ch };
}

/** A pattern's sections, split on the semicolons that are not quoted, escaped or bracketed. */
export function splitSections(pattern: string): string[] {
  const sections: string[] = [];
  let current = '';
  for (const piece of scanPattern(pattern)) {
    if (piece.kind === 'char' && piece.text === ';') {
      sections.push(current);
      current = '';
    } else current += piece.raw;
  }
  sections.push(current);
  return sections;
}
