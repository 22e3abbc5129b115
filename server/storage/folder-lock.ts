import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'gridcast.lock';

interface LockOwner {
  readonly pid: number;
  readonly host: string;
}

/** Refusal to open a data folder that another process serves: its message is the one line the CLI prints. */
export class DataFolderInUse extends Error {}

/** Lock files this process holds: the pid in them is ours, yet they are not stale. Process-wide, as the locks are. */
const heldHere = new Set<string>();

/**
 * An exclusive hold on an embedded store's folder: two processes writing one folder overwrite each other's
 * acknowledged saves. The lock file (like PostgreSQL's postmaster.pid) names the holding process and is
 * put in place whole by a hard link, which fails when one exists; one left by a process that is gone is
 * taken over. Several processes on one store belong on the PostgreSQL store.
 */
export class FolderLock {
  private constructor(private readonly path: string) {}

  static async acquire(dir: string): Promise<FolderLock> {
    const path = resolve(dir, LOCK_FILE);
    const me: LockOwner = { pid: process.pid, host: hostname() };
    const draft = join(dir, `.${LOCK_FILE}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(draft, JSON.stringify(me), { mode: 0o600 });
    try {
      // Twice at most: once more after removing a lock whose process is gone.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await linked(draft, path)) {
          heldHere.add(path);
          return new FolderLock(path);
        }
        const owner = await readOwner(path);
        if (owner && (await outlives(owner, me, path))) {
          throw new DataFolderInUse(`${dir} is in use by another Gridcast process (pid ${owner.pid} on ${owner.host}); stop it, or remove ${path} if that process is gone.`);
        }
        await unlink(path).catch(() => undefined);
      }
      throw new DataFolderInUse(`${dir} is being opened by another Gridcast process at the same time; try again.`);
    } finally {
      await unlink(draft).catch(() => undefined);
    }
  }

  async release(): Promise<void> {
    heldHere.delete(this.path);
    await unlink(this.path).catch(() => undefined);
  }
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    // Gone meanwhile, or not a lock this code wrote: nothing holds it.
    return null;
  }
}

/**
 * Whether the lock's process is still alive after a short grace: a supervisor restarts a server the
 * moment the process it started is killed, while the server child that process ran (cli/node-flags.js)
 * is still ending on its own.
 */
async function outlives(owner: LockOwner, me: LockOwner, path: string): Promise<boolean> {
  if (owner.host !== me.host || owner.pid === me.pid) return isAlive(owner, me, path);
  for (let waited = 0; waited < GRACE_MS; waited += POLL_MS) {
    if (!isAlive(owner, me, path)) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return isAlive(owner, me, path);
}

const GRACE_MS = 3000;
const POLL_MS = 100;

/** A lock of another host cannot be checked, so it holds; on this host, a live process holds it. */
function isAlive(owner: LockOwner, me: LockOwner, path: string): boolean {
  if (owner.host !== me.host) return true;
  // Our own pid in a lock we do not hold is a previous run's (a container restarts as pid 1 each time).
  if (owner.pid === me.pid) return heldHere.has(path);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
