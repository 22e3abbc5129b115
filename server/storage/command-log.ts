/**
 * The live channel's command log (issue 36): each document edited live (a template version, a shadow) has
 * one, keyed by its room key, holding the sequenced commands not yet folded into the stored content. An
 * append resolves only once durable, so a command is acknowledged only after it would survive a crash.
 * Entries are JSON texts the store never reads: the log is the channel's, the store only keeps it.
 */
export interface LogEntry {
  readonly seq: number;
  readonly text: string;
}

/** Another process appended this seq first (PostgreSQL): the loser catches up from the log and runs again. */
export class SeqTakenError extends Error {
  override readonly name = 'SeqTakenError';
  constructor(readonly key: string, readonly seq: number) {
    super(`Command ${seq} of ${key} was logged by another process first.`);
  }
}

export interface CommandLog {
  /** Appends entries (seqs increasing, each the next of the key); durable when it resolves; SeqTakenError when a seq is taken. */
  append(key: string, entries: readonly LogEntry[]): Promise<void>;
  /** Entries after `seq`, in order. */
  since(key: string, seq: number): Promise<LogEntry[]>;
  /** Drops the entries up to `seq` included: they are in the stored content now. */
  dropThrough(key: string, seq: number): Promise<void>;
  /** Drops a key's whole log (its document was deleted). */
  drop(key: string): Promise<void>;
  /** The keys that have entries (a store's copy takes their logs along). */
  keys(): Promise<string[]>;
  /** Tells this process when another process appended to `key` (PostgreSQL); absent when one process owns the store. */
  readonly changes?: CommandLogChanges;
  close(): Promise<void>;
}

/** Appends made by other processes, as LISTEN/NOTIFY reports them. */
export interface CommandLogChanges {
  /** Calls `listener(key, seq)` for each append another process made; returns the unsubscribe. */
  subscribe(listener: (key: string, seq: number) => void): () => void;
}
