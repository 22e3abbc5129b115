import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; undefined off Linux or once it is
 * gone. On a machine shared with other work, CPU per request is steadier than wall time per request.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server listening on `port` and its backends: their pids, found through /proc. */
export function postgresPids(port: number): number[] {
  const processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      return { pid: Number(name), parent: Number(stat.split(') ')[1].split(' ')[1]), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0') };
    } catch {
      return undefined;
    }
  }).filter((entry) => entry !== undefined);
  const server = processes.find((entry) => entry.command[0].endsWith('/postgres') && entry.command.join(' ').includes(`-p ${port}`));
  return server ? [server.pid, ...processes.filter((entry) => entry.parent === server.pid).map((entry) => entry.pid)] : [];
}

/**
 * Starts measuring the CPU of the processes `pids` names (asked again at the end, so processes started
 * meanwhile count from their start); the returned function reads the ms used since.
 */
export function cpuMeter(pids: () => readonly number[]): () => number {
  const start = new Map(pids().map((pid) => [pid, cpuMsOf(pid) ?? 0]));
  return () => pids().reduce((sum, pid) => sum + (cpuMsOf(pid) ?? 0) - (start.get(pid) ?? 0), 0);
}
