import { readFile } from 'node:fs/promises';
import type { Adapter } from 'lowdb';
import { writeFileDurably } from './durable-file.js';
import { GroupCommit } from './group-commit.js';

/**
 * A lowdb adapter whose writes are fsynced and grouped: `write` resolves once a snapshot at least as new
 * as the data passed has been made durable. Concurrent writers share one file write.
 */
export class DurableJsonAdapter<T> implements Adapter<T> {
  private latest: T | null = null;
  private readonly commits = new GroupCommit(() => this.flush());

  /** `beforeFlush` runs before each snapshot is written: what the records point at must be durable first. */
  constructor(private readonly path: string, private readonly beforeFlush: () => Promise<void> = async () => undefined) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.path, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  write(data: T): Promise<void> {
    this.latest = data;
    return this.commits.commit();
  }

  settle(): Promise<void> {
    return this.commits.settle();
  }

  private async flush(): Promise<void> {
    // The snapshot is taken when the write starts, so it includes every change made before, and what
    // those changes point at existed before beforeFlush began. Its syncs share the disk's time with the
    // snapshot's own (one journal commit rather than two in a row).
    await writeFileDurably(this.path, JSON.stringify(this.latest), undefined, this.beforeFlush);
  }
}
