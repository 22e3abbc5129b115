import os from 'node:os';

/** The machine a report was measured on, so figures from different machines are not compared blindly. */
export interface MachineInfo {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly totalMemGb: number;
  readonly node: string;
  readonly platform: string;
  readonly date: string;
  /** 1-minute load average at the start: figures taken on a busy machine are slower. */
  readonly loadAverage: number;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    date: new Date().toISOString(),
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
  };
}
