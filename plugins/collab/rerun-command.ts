import type { Patch } from 'immer';
import type { DescribedChange, Kernel, RemoteMark } from '../../kernel/runtime.js';
import type { Workbook, WorkbookView } from '../workbook/index.js';
import type { SequencedCommand } from './protocol.js';
import type { ScriptedIds } from './scripted-ids.js';

/**
 * Runs a sequenced command sent without its patches (a deterministic one) on a copy at the seq before it,
 * as the server did, and gives what it did. A copy where it does not run as on the server has diverged.
 */
export function rerunCommand(kernel: Kernel<Workbook, WorkbookView>, ids: ScriptedIds, command: SequencedCommand, remote?: RemoteMark): { patches: readonly Patch[]; structural: readonly DescribedChange[] } {
  const performed = ids.run([], () => kernel.bus.perform(command.id, command.params, remote));
  if (!performed.ok) throw new DivergedError(`Command ${command.seq} (${command.id}) does not run here as it ran on the server: ${performed.error}`);
  return { patches: performed.executed?.patches ?? [], structural: performed.executed?.structural ?? [] };
}

/** A copy that no longer holds the server's document: it must be loaded again. */
export class DivergedError extends Error {}
