import type { JsonObject } from '../../../server/plugin-api/index.js';
import type { Workbook } from '../../workbook/index.js';
import type { ClientCommand, SequencedCommand, WelcomeDocument } from '../protocol.js';
import type { SubmitResult } from '../room.js';
import type { Author, LoggedCommand, RoomEngine } from './room-engine.js';

/**
 * A room's engine, loaded when first needed: until a command comes (or a fold), the room holds the stored
 * content as read and the commands logged after it, and welcomes editors with those (the client builds
 * the document, as it reads a template anyway). Reading a 200k-cell template into a workbook is most of a
 * room's opening, and most rooms are opened to look (an editor opened and left, a read that folds nothing).
 */
export class LazyRoomEngine implements RoomEngine {
  private inner: RoomEngine | undefined;
  private content: JsonObject | undefined;
  private readonly tail: LoggedCommand[] = [];

  constructor(content: JsonObject, private readonly baseSeq: number, private readonly load: (content: JsonObject, seq: number) => RoomEngine) {
    this.content = content;
  }

  get seq(): number {
    return this.inner ? this.inner.seq : this.baseSeq + this.tail.length;
  }

  get document(): Workbook {
    return this.loaded().document;
  }

  /** What a welcome carries: the workbook once loaded, else the content and the commands after it. */
  welcome(): WelcomeDocument {
    if (this.inner || this.content === undefined) return { document: this.loaded().document };
    return { content: this.content, commands: this.tail.map((entry) => entry.command) };
  }

  submit(clientId: string, author: Author, command: ClientCommand): SubmitResult {
    return this.loaded().submit(clientId, author, command);
  }

  adopt(command: SequencedCommand, origin: string = command.clientId, serial?: number): void {
    if (this.inner) return this.inner.adopt(command, origin, serial);
    if (command.seq !== this.seq + 1) throw new Error(`Command ${command.seq} cannot follow ${this.seq}.`);
    this.tail.push({ command, origin, ...(serial === undefined ? {} : { serial }) });
  }

  rollback(seq: number): boolean {
    // Only commands a loaded engine ran are taken back; unloaded, only "nothing after seq" holds.
    return this.inner ? this.inner.rollback(seq) : seq === this.seq;
  }

  appliedSerial(origin: string): number | undefined {
    if (this.inner) return this.inner.appliedSerial(origin);
    for (let i = this.tail.length - 1; i >= 0; i--) {
      const entry = this.tail[i];
      if (entry.origin === origin && entry.serial !== undefined) return entry.serial;
    }
    return undefined;
  }

  dispose(): void {
    this.inner?.dispose();
  }

  private loaded(): RoomEngine {
    if (!this.inner) {
      const engine = this.load(this.content!, this.baseSeq);
      for (const { command, origin, serial } of this.tail) engine.adopt(command, origin, serial);
      this.inner = engine;
      this.content = undefined;
      this.tail.length = 0;
    }
    return this.inner;
  }
}
