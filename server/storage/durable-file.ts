import { writeSync } from 'node:fs';
import { type FileHandle, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let tmpCounter = 0;

/**
 * Writes a file so that after this resolves it survives a crash or power loss: write a temporary file,
 * fsync it, rename it over the target (atomic), then fsync the directory so the rename itself is on disk.
 * lowdb's own writer renames without fsync, which can lose an acknowledged save on power loss.
 * `before` must be durable first: it runs beside the temporary file's write, before the rename.
 */
export async function writeFileDurably(path: string, data: string | Buffer, mode = 0o600, before?: () => Promise<void>): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${++tmpCounter}.tmp`);
  await Promise.all([writeSynced(tmp, data, mode), before?.()]);
  await rename(tmp, path);
  await syncDirectory(dirname(path));
}

async function writeSynced(path: string, data: string | Buffer, mode: number): Promise<void> {
  await syncAndClose(await writeOpenFile(path, 'w', data, mode), 'sync');
}

/** Closing a synced file changes nothing on disk: nobody waits for it (a trip through the threadpool less). */
function closeLater(file: FileHandle): void {
  file.close().catch(() => undefined);
}

export async function syncDirectory(dir: string): Promise<void> {
  await syncAndClose(await open(dir, 'r'), 'sync');
}

/**
 * Creates a file under a name nobody else uses (content keys are random) and writes it, leaving it open
 * and unsynced: no temporary file or rename is needed, since no record points at it yet. The caller
 * makes it durable (syncAndClose, and its directory) before a record that points at it is; a crash
 * before that leaves an orphan, which the store removes when it opens.
 */
export function writeNewFile(path: string, data: string | Buffer): Promise<FileHandle> {
  return writeOpenFile(path, 'wx', data);
}

/**
 * writeNewFile for a text given in pieces: each is written as it comes, synchronously (the pieces are
 * made synchronously; a write of ~1 MB goes to the page cache), so the text is never held whole. A
 * failed write removes the file.
 */
export async function writeNewFilePieces(path: string, pieces: (put: (piece: Uint8Array) => void) => void): Promise<FileHandle> {
  const file = await open(path, 'wx', 0o600);
  try {
    pieces((piece) => {
      for (let at = 0; at < piece.byteLength;) at += writeSync(file.fd, piece, at, piece.byteLength - at);
    });
    return file;
  } catch (error) {
    await file.close();
    await removeIfPresent(path);
    throw error;
  }
}

/** Opens a file and writes it, leaving it open (closed again when the write fails); new files are the owner's alone. */
async function writeOpenFile(path: string, flags: string, data: string | Buffer, mode = 0o600): Promise<FileHandle> {
  const file = await open(path, flags, mode);
  try {
    await file.writeFile(data);
    return file;
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** Syncs a file (its data, or with `sync` its metadata too) and closes it without waiting for the close. */
export async function syncAndClose(file: FileHandle, how: 'datasync' | 'sync' = 'datasync'): Promise<void> {
  try {
    await file[how]();
  } catch (error) {
    await file.close();
    throw error;
  }
  closeLater(file);
}

/** Removes a file; one that is already gone is fine. */
export async function removeIfPresent(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
