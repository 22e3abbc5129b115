import { type FileHandle, mkdir, open, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeIfPresent, writeFileDurably } from './durable-file.js';
import type { CommandLog, LogEntry } from './command-log.js';

/**
 * The embedded store's command logs: one append-only file of JSON lines per key under `<data>/live`,
 * each append written and fdatasynced before it resolves. A crash in the middle of an append leaves at
 * most a torn last line, which was never acknowledged and is skipped when read. One process owns the data
 * folder (its lock), so no other writer exists; a key's operations run one after another.
 */
export class CommandLogFiles implements CommandLog {
  private readonly files = new Map<string, FileHandle>();
  private readonly queues = new Map<string, Promise<unknown>>();

  private constructor(private readonly dir: string) {}

  static async open(dataDir: string): Promise<CommandLogFiles> {
    const dir = join(dataDir, 'live');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return new CommandLogFiles(dir);
  }

  append(key: string, entries: readonly LogEntry[]): Promise<void> {
    return this.inTurn(key, async () => {
      const file = await this.fileOf(key);
      await file.write(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
      await file.datasync();
    });
  }

  since(key: string, seq: number): Promise<LogEntry[]> {
    return this.inTurn(key, async () => (await this.read(key)).filter((entry) => entry.seq > seq));
  }

  dropThrough(key: string, seq: number): Promise<void> {
    return this.inTurn(key, async () => {
      const kept = (await this.read(key)).filter((entry) => entry.seq > seq);
      await this.closeFile(key);
      // Rewritten whole and renamed in place: a crash leaves the old log (whose first entries the stored content covers) or the new one.
      await writeFileDurably(this.pathOf(key), kept.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    });
  }

  drop(key: string): Promise<void> {
    return this.inTurn(key, async () => {
      await this.closeFile(key);
      await removeIfPresent(this.pathOf(key));
    });
  }

  async keys(): Promise<string[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.log'));
    const keys: string[] = [];
    for (const name of names.sort()) {
      const key = keyOf(name);
      if ((await this.since(key, -1)).length > 0) keys.push(key);
    }
    return keys;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queued) => queued.catch(() => undefined)));
    await Promise.all([...this.files.keys()].map((key) => this.closeFile(key)));
  }

  private async read(key: string): Promise<LogEntry[]> {
    let text: string;
    try {
      text = await readFile(this.pathOf(key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const entries: LogEntry[] = [];
    for (const line of text.split('\n')) {
      const entry = parseLine(line);
      // A torn line ends the log: nothing after it was acknowledged.
      if (!entry) break;
      entries.push(entry);
    }
    return entries;
  }

  private async fileOf(key: string): Promise<FileHandle> {
    let file = this.files.get(key);
    if (!file) {
      await this.cutTornTail(key);
      file = await open(this.pathOf(key), 'a', 0o600);
      this.files.set(key, file);
    }
    return file;
  }

  /** A torn last line (a crash in the middle of an append) goes before the next append, which would else join it. */
  private async cutTornTail(key: string): Promise<void> {
    const entries = await this.read(key);
    const whole = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    const size = await readFile(this.pathOf(key)).then((bytes) => bytes.byteLength, () => 0);
    if (size !== Buffer.byteLength(whole)) await writeFileDurably(this.pathOf(key), whole);
  }

  private async closeFile(key: string): Promise<void> {
    const file = this.files.get(key);
    this.files.delete(key);
    await file?.close();
  }

  /**
   * Keys are room keys (`version-<id>`, `shadow-<id>`) of URL-safe ids: still, only safe characters reach
   * the file name, each other one as `~` and four hex digits (a fixed width, so `keyOf` reads it back).
   */
  private pathOf(key: string): string {
    return join(this.dir, `${key.replace(/[^A-Za-z0-9_-]/g, (char) => `~${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}.log`);
  }

  private inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    const settled = next.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return next;
  }
}

/** The key a log file is named for (pathOf's escapes undone). */
function keyOf(name: string): string {
  return name.slice(0, -'.log'.length).replace(/~([0-9a-f]{4})/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}

function parseLine(line: string): LogEntry | undefined {
  if (line === '') return undefined;
  try {
    const entry = JSON.parse(line) as Partial<LogEntry>;
    return typeof entry.seq === 'number' && typeof entry.text === 'string' ? { seq: entry.seq, text: entry.text } : undefined;
  } catch {
    return undefined;
  }
}
