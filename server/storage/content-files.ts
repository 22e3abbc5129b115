import { randomUUID } from 'node:crypto';
import { type FileHandle, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ContentChains } from './content-chains.js';
import { type ContentSource, DOCUMENT_HEAD_BYTES, documentTextRange, layeredPrefix } from './content-source.js';
import { removeIfPresent, syncAndClose, syncDirectory, writeNewFile, writeNewFilePieces } from './durable-file.js';
import { PatchLog, type StoredPatch } from './patch-log.js';
import type { BodyEdit, StoredBytes, TextPieces } from './storage.js';
import { heldFileBytes } from './stored-bytes.js';

/** Patches per chain before a whole text is written again: bounds what a read of a patched key costs. */
const MAX_CHAIN = 16;
/** An edit longer than this is written whole: a patch pays off when it is much smaller than the text. */
const MAX_PATCH_CHARS = 64 * 1024;
/** Stored prefixes remembered for patching; one per recently saved document. */
const MAX_PREFIXES = 4096;

/**
 * Content documents in one folder: `<key>.json` holds a whole text; a patch (an edit of another key's
 * text) is appended to a PatchLog. A shadow save that changed a few cells writes a few hundred bytes
 * instead of the whole 10k-cell text: under 20 concurrent writers that is what fsync time and the disk's
 * journal scale with. What was written is synced, many at once, by `syncWritten`, before the record
 * write that points at it.
 */
export class ContentFiles {
  private readonly chains = new ContentChains();
  private readonly patches: PatchLog;
  /** The stored text before the body, for keys put from a source by this process (what a patch must share). */
  private readonly prefixes = new Map<string, string>();
  /** Files written since the last `syncWritten`, still open. */
  private unsynced: FileHandle[] = [];

  constructor(private readonly dir: string) {
    this.patches = new PatchLog(dir);
  }

  /** Puts a whole text under a new key. */
  put(kind: string, text: string): Promise<string> {
    return this.write(newKey(kind), text);
  }

  /** Puts a whole text given in pieces under a new key, each piece written to the file as it comes. */
  async putPieces(kind: string, pieces: TextPieces): Promise<string> {
    const key = newKey(kind);
    this.unsynced.push(await writeNewFilePieces(this.path(key), pieces));
    return key;
  }

  /**
   * A key's document as its own JSON text in its file, read a chunk at a time, when it is a whole text
   * (not a patch): the whole file, or a body-only layered text's body (documentTextRange). The file is
   * held open until the answer's `release`: its text stays readable whole if the key is dropped meanwhile.
   */
  async ownText(key: string): Promise<StoredBytes | undefined> {
    if (PatchLog.isKey(key)) return undefined;
    const file = await open(this.path(key), 'r');
    const range = await documentRangeOf(file).catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (range) return heldFileBytes(file, range.start, range.end);
    await file.close();
    return undefined;
  }

  /** Puts the stored text of a source under a new key, as a patch of `edited.of` when that is possible. */
  async putSource(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    const prefix = layeredPrefix(source);
    const patch = edited && this.patchOf(edited, prefix);
    const key = patch ? await this.appendPatch(kind, patch) : await this.write(newKey(kind), Buffer.concat([Buffer.from(prefix), source.body, CLOSE_BRACE]));
    this.rememberPrefix(key, prefix);
    return key;
  }

  /** The stored text of a key (UTF-8): read whole, or rebuilt from its chain of patches. */
  async text(key: string): Promise<Buffer> {
    if (!PatchLog.isKey(key)) return readFile(this.path(key));
    const patch = await this.patches.read(key);
    const base = await this.text(patch.base);
    return Buffer.concat([base.subarray(0, patch.at), Buffer.from(patch.text), base.subarray(patch.at + patch.cut)]);
  }

  /** No record points at `key` any more: removes its file, unless patches still read through it. */
  async drop(key: string): Promise<void> {
    const removable = this.chains.release(key).map((gone) => {
      this.prefixes.delete(gone.key);
      return gone.patch ? this.patches.drop(gone.key) : removeIfPresent(this.path(gone.key));
    });
    await Promise.all(removable);
  }

  /**
   * Makes the files written so far durable, names included. Run once per record write for every file
   * written before it, the syncs of a group of saves go to the disk together rather than one by one.
   */
  async syncWritten(): Promise<void> {
    const files = this.unsynced.splice(0);
    await Promise.all([...files.map((file) => syncAndClose(file)), files.length > 0 ? syncDirectory(this.dir) : undefined, this.patches.sync()]);
  }

  /** At open: removes what no record needs (left by saves never acknowledged) and learns the patch chains. */
  async keepOnly(used: ReadonlySet<string>): Promise<void> {
    await this.patches.open();
    const bases = new Map<string, string>();
    const pending = [...used].filter((key) => PatchLog.isKey(key));
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (bases.has(key)) continue;
      const { base } = await this.patches.read(key);
      bases.set(key, base);
      if (PatchLog.isKey(base)) pending.push(base);
    }
    this.chains.addPatches(bases);
    const kept = this.chains.keepOnly(used);
    for (const key of kept) if (PatchLog.isKey(key)) this.patches.keep(key);
    await this.patches.removeUnused();
    for (const name of await readdir(this.dir)) {
      if (name.endsWith('.tmp') || (name.endsWith(WHOLE) && !kept.has(name.slice(0, -WHOLE.length)))) await rm(join(this.dir, name), { force: true });
    }
  }

  async close(): Promise<void> {
    await this.syncWritten();
    await this.patches.close();
  }

  private async appendPatch(kind: string, patch: StoredPatch): Promise<string> {
    const { key, written } = this.patches.append(kind, patch);
    // Linked before the write ends: a concurrent drop of the base must keep it for this patch.
    this.chains.addPatch(key, patch.base);
    await written.catch(async (error: Error) => {
      await this.drop(key);
      throw error;
    });
    return key;
  }

  private async write(key: string, text: string | Buffer): Promise<string> {
    this.unsynced.push(await writeNewFile(this.path(key), text));
    return key;
  }

  /** The edit as a patch of the stored text of `edited.of`, when that text is known to have the same prefix. */
  private patchOf(edited: BodyEdit, prefix: string): StoredPatch | undefined {
    if (this.prefixes.get(edited.of) !== prefix || this.chains.depth(edited.of) >= MAX_CHAIN || edited.text.length > MAX_PATCH_CHARS) return undefined;
    return { base: edited.of, at: Buffer.byteLength(prefix) + edited.at, cut: edited.cut, text: edited.text };
  }

  private rememberPrefix(key: string, prefix: string): void {
    this.prefixes.set(key, prefix);
    if (this.prefixes.size > MAX_PREFIXES) this.prefixes.delete(this.prefixes.keys().next().value as string);
  }

  private path(key: string): string {
    if (!/^[a-z]+-[0-9a-f-]{36}$/.test(key)) throw new Error(`Bad content key ${key}`);
    return join(this.dir, `${key}${WHOLE}`);
  }
}

const WHOLE = '.json';
const CLOSE_BRACE = Buffer.from('}');

/** Where an open stored text's document is as its own JSON text (documentTextRange), from its head and last two bytes. */
async function documentRangeOf(file: FileHandle): Promise<{ readonly start: number; readonly end: number } | undefined> {
  const { size } = await file.stat();
  if (size < 2) return undefined;
  const head = Buffer.alloc(Math.min(size, DOCUMENT_HEAD_BYTES));
  const lastTwo = Buffer.alloc(2);
  await file.read(head, 0, head.length, 0);
  await file.read(lastTwo, 0, 2, size - 2);
  return documentTextRange(head, size, lastTwo);
}

function newKey(kind: string): string {
  return `${kind}-${randomUUID()}`;
}
