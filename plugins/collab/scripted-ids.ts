import type { Services } from '../../kernel/index.js';
import { WORKBOOK, type IdGenerator } from '../workbook/index.js';

/** The most ids one command may bring (an insert of 100k rows brings 100k). */
export const MAX_COMMAND_IDS = 200_000;
const ID_CHARACTERS = /^[A-Za-z0-9]+$/;

/**
 * The ids a command makes (new sheets, rows, columns, named ranges...) are the author's: the author's copy
 * records the ids its command drew, sends them with the command, and every later run of it (the author's
 * re-runs over others' commands, the server's run) draws the same ones. Otherwise the server's new sheet
 * would have another id than the one the author's view already shows, and a command naming the author's
 * new entity before its acknowledgement would name nothing on the server.
 */
export class ScriptedIds implements IdGenerator {
  private issued: string[] = [];
  private script: readonly string[] | undefined;
  private next = 0;
  /** A script's ids used in this run: one listed twice is drawn fresh the second time. */
  private readonly used = new Set<string>();
  private taken: (id: string) => boolean = () => false;

  constructor(private readonly base: IdGenerator) {}

  /** Puts this generator in place of the kernel's, keeping the one provided there as the source of fresh ids. */
  static install(services: Services): ScriptedIds {
    const ids = new ScriptedIds(services.get(WORKBOOK.Ids));
    services.provide(WORKBOOK.Ids, ids);
    return ids;
  }

  sheetId(): string {
    return this.draw(8, () => this.base.sheetId());
  }

  vectorId(): string {
    return this.draw(6, () => this.base.vectorId());
  }

  entityId(): string {
    return this.draw(10, () => this.base.entityId());
  }

  /** The ids drawn since the last call, in order. */
  take(): string[] {
    const taken = this.issued;
    this.issued = [];
    return taken;
  }

  /**
   * Runs `work` drawing `script`'s ids first (in order, each of its kind's length); fresh ones after them.
   * A scripted id for which `taken` holds (one the document has) is drawn fresh instead: a client cannot
   * make a second row with an existing row's id.
   */
  run<T>(script: readonly string[] | undefined, work: () => T, taken: (id: string) => boolean = () => false): T {
    this.script = script;
    this.taken = taken;
    this.next = 0;
    this.issued = [];
    this.used.clear();
    try {
      return work();
    } finally {
      this.script = undefined;
      this.taken = () => false;
    }
  }

  private draw(length: number, fresh: () => string): string {
    const scripted = this.script?.[this.next];
    let id: string;
    if (typeof scripted === 'string' && scripted.length === length && ID_CHARACTERS.test(scripted) && !this.used.has(scripted) && !this.taken(scripted)) {
      this.next++;
      this.used.add(scripted);
      id = scripted;
    } else id = fresh();
    this.issued.push(id);
    return id;
  }
}

/** Whether a command's `ids` field is a list the server may script a run with. */
export function validIds(ids: unknown): ids is readonly string[] {
  return Array.isArray(ids) && ids.length <= MAX_COMMAND_IDS && ids.every((id) => typeof id === 'string');
}
