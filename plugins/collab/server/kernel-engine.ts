import type { Subscription } from 'rxjs';
import { createKernel, type ExecutedCommand, type Kernel, type PluginManifest } from '../../../kernel/runtime.js';
import { initialView, type Workbook, type WorkbookView } from '../../workbook/index.js';
import type { ClientCommand, SequencedCommand } from '../protocol.js';
import type { Author, RoomEngine } from './room-engine.js';

/**
 * A room's engine on a kernel of the host-neutral plugins: runs each command in arrival order as is (no
 * rebase over commands its author had not seen), the stand-in until RoomCore (plugins/collab/room.ts).
 */
export class KernelEngine implements RoomEngine {
  private readonly kernel: Kernel<Workbook, WorkbookView>;
  private last: ExecutedCommand | undefined;
  private readonly watching: Subscription;

  constructor(plugins: readonly PluginManifest<Workbook, WorkbookView>[], document: Workbook, private current: number) {
    this.kernel = createKernel({ plugins, document, view: initialView(document) });
    this.watching = this.kernel.bus.executed$.subscribe((executed) => { this.last = executed; });
  }

  get seq(): number {
    return this.current;
  }

  get document(): Workbook {
    return this.kernel.store.state;
  }

  submit(clientId: string, author: Author, command: ClientCommand): SequencedCommand | { readonly rejected: string } {
    this.last = undefined;
    const result = this.kernel.execute(command.id, command.params);
    if (!result.ok) return { rejected: result.error };
    const executed = this.last as ExecutedCommand | undefined;
    this.current += 1;
    return {
      seq: this.current, clientId, localId: command.localId, author, id: command.id, params: command.params,
      patches: executed?.patches ?? [], inversePatches: executed?.inversePatches ?? [], structural: executed?.structural ?? [],
      ...(command.batch === undefined ? {} : { batch: command.batch }),
    };
  }

  adopt(command: SequencedCommand): void {
    if (command.seq !== this.current + 1) throw new Error(`Command ${command.seq} cannot follow ${this.current}.`);
    this.kernel.bus.replay('redo', command.patches, command.inversePatches, command.structural);
    this.current = command.seq;
  }

  dispose(): void {
    this.watching.unsubscribe();
    this.kernel.dispose();
  }
}
