import { spawn } from 'node:child_process';

/**
 * V8 flags the server's Node process runs with (`gridcast serve`, hence `npm start`; the server benches
 * start it with them).
 * A young generation of 32 MB semi-spaces instead of 16 MB: loading a big template is one JSON.parse that
 * allocates hundreds of MB, nearly all of which survive, and a small young generation copies them through
 * many more scavenges (the 41.5 MB 1M-cell template: bare JSON.parse 1.85 s at 16 MB, 1.35 s at 64 MB).
 * Not 64 MB: once grown, the young generation keeps both semi-spaces until the process has been idle a
 * while, even after a full collection, so 64 MB ones added ~64 MB to every big request's peak and to
 * what the server held after it (a 200k-row CSV import: 498 -> 437 MB peak, then 361 -> 299 MB held),
 * for about the same CPU per parse as 32 MB (kernel.load-1M, busy machine: 2.4 s either way; 16 MB 2.9 s).
 */
export const NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * The commands that run with the flags: the server (and migrate, which opens the server's stores) parses
 * whole templates with JSON.parse. The other commands read template files as a stream, a batch of cells
 * at a time, and there the big young generation only raised the peak: measured on a 200k-row CSV
 * (load ~10), `gridcast import` 475 -> 379 MB max RSS and `gridcast export` ~510 -> ~460 MB with V8's
 * default size, in the same time; and they skip the restart.
 */
const COMMANDS_WITH_FLAGS = new Set(['serve', 'migrate']);

/** Whether this process was started with the flags (or chose its own semi-space size). */
function hasNodeFlags() {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return NODE_FLAGS.every((flag) => given.some((arg) => arg.startsWith(flag.split('=')[0])));
}

/** Set in the child's environment: the child ends when its parent does (`dieWithParent`). */
const CHILD_MARK = 'GRIDCAST_FLAGGED_CHILD';

/**
 * Node takes heap sizes only when it starts (v8.setFlagsFromString leaves a started heap's semi-spaces
 * as they are), so a process started without the flags runs the same command again in a child that has
 * them, passing stdio, signals and the exit status through. The child is tied to this process by an IPC
 * channel and ends the moment it closes: a supervisor's SIGKILL of the process it started (which nothing
 * can forward) would otherwise leave the child serving the port and holding the data folder.
 * Returns false when this process already has them, or its command does without them, and should run
 * the command itself.
 */
export function restartWithNodeFlags() {
  if (hasNodeFlags() || !COMMANDS_WITH_FLAGS.has(process.argv[2])) return false;
  const child = spawn(process.execPath, [...NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [CHILD_MARK]: '1' },
  });
  const forward = (signal) => {
    // Ctrl-C in a terminal reaches the child too (same process group): sending it again would turn
    // the server's graceful stop into an abrupt one.
    if (signal === 'SIGINT' && process.stdin.isTTY) return;
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  child.on('error', (error) => {
    process.stderr.write(`gridcast: could not start Node with ${NODE_FLAGS.join(' ')}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
  return true;
}

/**
 * In the child `restartWithNodeFlags` started: ends this process at once, as abruptly as its parent
 * ended, when the parent is gone (its IPC channel closes). Saves are durable before they are
 * acknowledged, so this is a crash the store recovers from, and the lock file it leaves names a process
 * that is gone, which the next start takes over. The channel does not keep the process alive.
 */
export function dieWithParent() {
  if (process.env[CHILD_MARK] !== '1' || !process.channel) return;
  delete process.env[CHILD_MARK];
  process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
  process.channel.unref();
}
