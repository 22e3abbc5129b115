import { createHash } from 'node:crypto';
import type { CommandLog, LogEntry } from './command-log.js';
import { CopyMismatch, type CopiedPart } from './copy-store.js';

/** Entries per append: a log holds at most what a day of edits left unfolded, copied in parts. */
const PART = 1000;
/** Below every seq (they start at 1): `since(key, EVERY)` reads a whole log. */
const EVERY = -1;

/**
 * Copies the live channel's command logs (the acknowledged commands not yet folded into the stored
 * content) from one store's logs into another's, then reads them back and compares. Without them a
 * migrated store would lose every edit made since the last fold. Keys are room keys of record ids, which
 * a store's copy keeps.
 */
export async function copyCommandLogs(from: CommandLog, to: CommandLog): Promise<CopiedPart> {
  const keys = await from.keys();
  for (const key of keys) {
    const entries = await from.since(key, EVERY);
    for (let at = 0; at < entries.length; at += PART) await to.append(key, entries.slice(at, at + PART));
  }
  const expected = await summarise(from, keys);
  const found = await summarise(to, await to.keys());
  if (found.count !== expected.count || found.checksum !== expected.checksum) throw new CopyMismatch('the copy does not match its source in live command logs');
  return expected;
}

async function summarise(log: CommandLog, keys: readonly string[]): Promise<CopiedPart> {
  const hash = createHash('sha256');
  let count = 0;
  for (const key of [...keys].sort()) {
    const entries: LogEntry[] = await log.since(key, EVERY);
    count += entries.length;
    for (const entry of entries) hash.update(`${key}\n${entry.seq}\n${entry.text}\n`);
  }
  return { name: 'live command logs', count, checksum: hash.digest('hex') };
}
