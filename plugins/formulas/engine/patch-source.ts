import type { ExecutedSource } from '../../../kernel/index.js';

/**
 * Who made a document change's patches, as the engine tells them apart: the kernel's sources but
 * co-editing's two, which read as a redo or an undo (asPatchSource).
 */
export type PatchSource = Exclude<ExecutedSource, 'remote' | 'take-back'>;

/**
 * Co-editing's sources read as the ones the engine knows: a remote command's patches (or a pending
 * command run again) replay forward like a redo; pending commands taken back are an undo.
 */
export function asPatchSource(source: ExecutedSource): PatchSource {
  if (source === 'remote') return 'redo';
  if (source === 'take-back') return 'undo';
  return source;
}
