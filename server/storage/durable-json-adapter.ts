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

  constructor(private readonly path: string) {}

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
    // The snapshot is taken when the write starts, so it includes every change made before.
    await writeFileDurably(this.path, JSON.stringify(this.latest));
  }
}
