import { readFileSync } from 'node:fs';

/**
 * CPU time (ms) this process's main thread has run, from Linux's schedstat (ns); undefined elsewhere.
 * process.cpuUsage() also counts the collector's helper threads, whose share swings with the load.
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
