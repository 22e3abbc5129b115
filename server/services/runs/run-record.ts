import type { ColumnPath, InputFormat } from '../../../plugins/runs/index.js';

/**
 * A run: a template version computed over a file of inputs in the background (POST /api/grids/{id}/runs).
 * Its inputs are kept in pieces of up to PIECE_INPUTS whole records, each answered by a piece of results
 * (JSON lines, in the inputs' order); a piece's results are stored once, whoever computes it.
 */
export interface RunRecord {
  readonly id: string;
  readonly accountId: number;
  readonly gridId: string;
  readonly versionId: string;
  /** The version's content: what the workers compute. */
  readonly contentKey: string;
  /** The uploaded file's name, or the URL the inputs were read from. */
  readonly source: string;
  readonly format: InputFormat;
  /** CSV: the header's columns as paths. */
  readonly columns?: readonly ColumnPath[];
  /** The flat CSV columns of the version's outputs (a download with ?format=csv). */
  readonly resultColumns: readonly string[];
  status: RunStatus;
  /** Inputs and pieces, once the upload is read whole. */
  inputs: number;
  pieces: number;
  /** Bytes of the inputs stored. */
  inputBytes: number;
  readonly createdAt: string;
  finishedAt?: string;
  /** Counts when it ended (a cancelled run's results are removed, these stay). */
  finalCounts?: { readonly done: number; readonly failed: number };
}

/** uploading: its inputs are being stored; running: computing; done: every input answered; cancelled by DELETE. */
export type RunStatus = 'uploading' | 'running' | 'done' | 'cancelled';

/** Inputs per piece: what a compute worker gets at once (~10-20 ms of the demo loan template). */
export const PIECE_INPUTS = 500;

/** A piece's results as stored: how many inputs it answered and how many of them failed. */
export interface PieceCounts {
  readonly count: number;
  readonly failed: number;
  readonly bytes: number;
}

/** How far a run is: its inputs answered and failed so far, and the pieces done. */
export interface RunCounts {
  readonly done: number;
  readonly failed: number;
  readonly piecesDone: number;
  readonly resultBytes: number;
}
