import type { CommandResult, ExecutedCommand, Kernel } from '../../kernel/index.js';
import type { Engine } from '../../plugins/formulas/engine/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { WorkbookView } from '../../plugins/workbook/view.js';

/** Who made the change the engine took: the command, its undo, its redo. */
export const PHASES = ['command', 'undo', 'redo'] as const;
export type Phase = (typeof PHASES)[number];

/** A bench record's name for a phase: the command's own name, or it with `-undo` / `-redo`. */
export const phaseName = (name: string, phase: Phase): string => (phase === 'command' ? name : `${name}-${phase}`);

/** The engine's figures for one phase: wall and CPU ms per run, and formulas computed by the last. */
export interface PhaseTimes {
  readonly wall: number[];
  readonly cpu: number[];
  evaluated: number;
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
/**
 * Waits without working while the collector finishes, on its own threads, the sweeping that a forced
 * collection leaves: timed at once, a sample counted that sweeping of the command's garbage (up to half
 * of W1's CPU figure) and ran beside it on a second core.
 */
const SETTLE_MS = 200;
const settle = (): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SETTLE_MS);
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs a command, its undo and its redo `runs` times and times the engine's applyDocumentChange of each
 * (not the command or the kernel's replay); each run ends undone, untimed, so every sample edits the
 * same workbook.
 */
export function timeStructuralEdit(kernel: Kernel<Workbook, WorkbookView>, engine: Engine, execute: () => CommandResult, runs: number): Record<Phase, PhaseTimes> {
  const times = { command: newTimes(), undo: newTimes(), redo: newTimes() };
  let event: ExecutedCommand | undefined;
  const subscription = kernel.bus.executed$.subscribe((e) => {
    event = e;
  });
  const apply = () => engine.applyDocumentChange(kernel.store.state, event!.patches, event!.source, event!.structural);
  const timed = (phase: Phase) => {
    gc();
    settle();
    const evaluations = engine.evaluations;
    const cpuStarted = cpuMs();
    const started = performance.now();
    apply();
    times[phase].wall.push(performance.now() - started);
    times[phase].cpu.push(cpuMs() - cpuStarted);
    times[phase].evaluated = engine.evaluations - evaluations;
  };
  try {
    for (let i = 0; i < runs; i++) {
      const result = execute();
      if (!result.ok) throw new Error(result.error);
      timed('command');
      kernel.undo.undo();
      timed('undo');
      kernel.undo.redo();
      timed('redo');
      kernel.undo.undo();
      apply();
    }
  } finally {
    subscription.unsubscribe();
  }
  return times;
}

function newTimes(): PhaseTimes {
  return { wall: [], cpu: [], evaluated: 0 };
}

export const medianMs = (values: readonly number[]): number => Math.round([...values].sort((a, b) => a - b)[values.length >> 1] * 100) / 100;
