import { PHASES, phaseName } from './structural-timing.js';

/** A structural command on one of the peer's workloads, timed as the engine takes its patches. */
export interface StructuralEdit {
  readonly name: string;
  readonly workload: string;
  readonly command: string;
  readonly params: Record<string, unknown>;
}

/**
 * The engine suite's structural edits, apart from the module that runs them (the kernel, the workbook and
 * formulas plugins): the suite names them without loading it unless one is selected.
 */
export const STRUCTURAL_EDITS: readonly StructuralEdit[] = [
  { name: 'engine.W1.insert-row', workload: 'W1', command: 'workbook.insert-rows', params: { index: 0, side: 'above' } },
  { name: 'engine.W3.insert-row', workload: 'W3', command: 'workbook.insert-rows', params: { index: 0, side: 'above' } },
  { name: 'engine.W2.delete-column', workload: 'W2', command: 'workbook.delete-columns', params: { start: 0, count: 1 } },
];
export const STRUCTURAL_WORKLOADS = STRUCTURAL_EDITS.flatMap((e) => PHASES.map((phase) => phaseName(e.name, phase)));
