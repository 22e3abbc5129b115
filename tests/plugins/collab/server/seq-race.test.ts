import { describe, expect, it } from 'vitest';
import { RoomCore, type ServerMessage } from '../../../../plugins/collab/index.js';
import { LiveRoom, type RoomSettings } from '../../../../plugins/collab/server/room.js';
import { readTemplateFile, templateFileTextSteps, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { SeqTakenError, type JsonObject, type LiveHost } from '../../../../server/plugin-api/index.js';
import type { LogEntry } from '../../../../server/storage/command-log.js';
import { collabPlugins, startDocument } from '../harness.js';

/** One command log for two processes' rooms, refusing a seq already taken as PostgreSQL's (key, seq) key does. */
class SharedLog {
  readonly entries: LogEntry[] = [];
  async append(_key: string, entries: readonly LogEntry[]): Promise<void> {
    const last = this.entries.at(-1)?.seq ?? 0;
    if (entries.length > 0 && entries[0].seq !== last + 1) throw new SeqTakenError('version-v1', entries[0].seq);
    this.entries.push(...entries);
  }
  async since(_key: string, seq: number): Promise<LogEntry[]> {
    return this.entries.filter((entry) => entry.seq > seq);
  }
}

/** A room as one process holds it, on the shared log; counts how often it read the stored content. */
function roomSettings(log: SharedLog, content: JsonObject): RoomSettings & { rereads: number } {
  const settings = {
    rereads: 0,
    host: {
      log,
      logLine: () => undefined,
      fold: async () => undefined,
      reread: async () => {
        settings.rereads += 1;
        return { content, seq: 0 };
      },
    } as unknown as LiveHost,
    makeEngine: (document, seq) => new RoomCore({ plugins: collabPlugins, document, seq }),
    readWorkbook: (stored) => readTemplateFile(stored),
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    writeWorkbookSteps: templateFileTextSteps,
    foldEvery: 1000,
    foldIdleMs: 60_000,
  } satisfies RoomSettings & { rereads: number };
  return settings;
}

function socket() {
  const messages: ServerMessage[] = [];
  return { messages, send: (message: ServerMessage) => messages.push(message), close: () => undefined };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

describe('two rooms on one command log (two processes): the one that loses a seq catches up from the log', () => {
  it('takes its command back, takes in the winner\'s, runs its own again after it, and never reads the store again', async () => {
    const document = startDocument();
    const sheetId = document.sheetIds[0];
    const content = writeTemplateFile(document) as unknown as JsonObject;
    const log = new SharedLog();
    const live = { key: 'version-v1', kind: 'version' as const, versionId: 'v1', content, seq: 0 };
    const settingsA = roomSettings(log, content);
    const settingsB = roomSettings(log, content);
    const a = await LiveRoom.open(live, settingsA, () => undefined);
    const b = await LiveRoom.open(live, settingsB, () => undefined);
    const [atA, atB] = [socket(), socket()];
    const idA = (await a.join(atA, { userId: 'u1', name: 'Ann' }))!;
    const idB = (await b.join(atB, { userId: 'u2', name: 'Bob' }))!;
    const readsAfterOpening = settingsB.rereads;

    a.receive(idA, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.insert-rows', params: { sheetId, index: 0, side: 'above' } } });
    await until(() => log.entries.length === 1);
    // Room b has not heard of seq 1: it runs its command as seq 1, and the log refuses it.
    b.receive(idB, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 2, col: 0, text: '=A5' } } });
    await until(() => log.entries.length === 2);
    await until(() => atB.messages.filter((message) => message.type === 'command').length === 2);

    const commands = atB.messages.flatMap((message) => (message.type === 'command' ? [message.command] : []));
    expect(commands.map((command) => [command.seq, command.id])).toEqual([[1, 'workbook.insert-rows'], [2, 'workbook.set-cell']]);
    expect(commands[1].localId).toBe(1);
    expect(settingsB.rereads).toBe(readsAfterOpening);
    // What b sent is the command as it ran after the winner's: =A5 moved down with the inserted row.
    expect(JSON.parse(log.entries[1].text).command.params).toMatchObject({ row: 3 });
    await a.shutDown();
    await b.shutDown();
  });
});
