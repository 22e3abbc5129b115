import { stepsFor, type Steps } from '../../../kernel/index.js';

/** The text's pieces are gathered into chunks of about this many characters (a piece is about one cell). */
const CHUNK_CHARS = 64 * 1024;

/**
 * A room's fold of its document at one seq, its template file's text written in steps between the room's
 * turns: written at once, a fold of 200k cells held every room of the process (and every request) for
 * ~0.6 s. The document is immutable, so later commands go on meanwhile; what they did is folded next time.
 */
export class SteppedFold {
  private readonly pieces: string[] = [];
  private current = '';
  private readonly steps: Steps<void>;

  constructor(readonly seq: number, readonly serials: Readonly<Record<string, number>>, write: (write: (piece: string) => void) => Steps<void>) {
    this.steps = write((piece) => this.add(piece));
  }

  /** Writes for about `ms` milliseconds; the text in pieces once it is all written. */
  advance(ms: number): readonly string[] | undefined {
    if (!stepsFor(this.steps, ms).done) return undefined;
    if (this.current !== '') this.pieces.push(this.current);
    this.current = '';
    return this.pieces;
  }

  private add(piece: string): void {
    this.current += piece;
    if (this.current.length < CHUNK_CHARS) return;
    this.pieces.push(this.current);
    this.current = '';
  }
}
