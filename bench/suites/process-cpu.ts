import { readdirSync, readFileSync } from 'node:fs';

/** A process and all its descendants (the server and the Chromium it started), from /proc. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Exited meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

/** CPU time (user + system) spent so far by the server and the Chromium it started, in ms: on a shared machine a steadier cost than wall time. */
export function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of stat; 11-14 after the command name).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // Exited meanwhile.
    }
  }
  return ticks * 10;
}

/** The child process of this one running a program named `name` (the Chromium playwright launched, whose launcher script execs it). */
export function childRunning(name: string): number {
  const own = processTree(process.pid);
  const found = own.slice(1).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0].split('/').pop() === name;
    } catch {
      return false;
    }
  });
  if (found === undefined) throw new Error(`no child process runs ${name}`);
  return found;
}
