import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let tmpCounter = 0;

/**
 * Writes a file so that after this resolves it survives a crash or power loss: write a temporary file,
 * fsync it, rename it over the target (atomic), then fsync the directory so the rename itself is on disk.
 * lowdb's own writer renames without fsync, which can lose an acknowledged save on power loss.
 */
export async function writeFileDurably(path: string, data: string | Buffer, mode = 0o644): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${++tmpCounter}.tmp`);
  const file = await open(tmp, 'w', mode);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, path);
  await syncDirectory(dirname(path));
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a new file under a name nobody else uses (content keys are random): no temporary file or rename
 * is needed, since no record points at it until this resolves; a crash leaves an orphan that the store
 * removes when it opens.
 */
export async function writeNewFileDurably(path: string, data: string | Buffer): Promise<void> {
  const file = await open(path, 'wx');
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  await syncDirectory(dirname(path));
}
