import { applyPatches, enablePatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { documentOfWelcome, RoomCore, type ServerMessage } from '../../../../plugins/collab/index.js';
import { LiveRoom, type RoomSettings } from '../../../../plugins/collab/server/room.js';
import { readTemplateFile, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import type { JsonObject, LiveHost } from '../../../../server/plugin-api/index.js';
import type { LogEntry } from '../../../../server/storage/command-log.js';
import { collabPlugins, startDocument } from '../harness.js';

enablePatches();

/** A room on an in-memory log whose folds store nothing (the log keeps every entry); counts its reads of content into a workbook. */
function settingsOver(entries: LogEntry[], content: JsonObject): RoomSettings & { reads: number } {
  const settings = {
    reads: 0,
    host: {
      log: {
        append: async (_key: string, added: readonly LogEntry[]) => void entries.push(...added),
        since: async (_key: string, seq: number) => entries.filter((entry) => entry.seq > seq),
      },
      logLine: () => undefined,
      fold: async () => undefined,
      reread: async () => ({ content, seq: 0 }),
    } as unknown as LiveHost,
    makeEngine: (document, seq) => new RoomCore({ plugins: collabPlugins, document, seq }),
    readWorkbook: (stored) => {
      settings.reads += 1;
      return readTemplateFile(stored);
    },
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    foldEvery: 10_000,
    foldIdleMs: 60_000,
  } satisfies RoomSettings & { reads: number };
  return settings;
}

function socket() {
  const messages: ServerMessage[] = [];
  return { messages, send: (message: ServerMessage) => messages.push(message), close: () => undefined };
}

type Welcome = Extract<ServerMessage, { type: 'welcome' }>;
type Command = Extract<ServerMessage, { type: 'command' }>;
const welcomeOf = (messages: ServerMessage[]) => messages.find((message): message is Welcome => message.type === 'welcome')!;
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

describe('a room reads its template into a workbook only when a command needs it', () => {
  it('welcomes with the stored content and the logged commands, the same document the room has once a command loads it', async () => {
    const document = startDocument();
    const sheetId = document.sheetIds[0];
    const content = writeTemplateFile(document) as unknown as JsonObject;
    const entries: LogEntry[] = [];
    const live = { key: 'version-v1', kind: 'version' as const, versionId: 'v1', content, seq: 0 };

    // A first room logs two commands (an insert and an edit) and closes; its fold stores nothing here.
    const first = await LiveRoom.open(live, settingsOver(entries, content), () => undefined);
    const atAnn = socket();
    const ann = (await first.join(atAnn, { userId: 'u1', name: 'Ann' }, { origin: 'tab-ann' }))!;
    first.receive(ann, { type: 'command', command: { localId: 1, baseSeq: 0, origin: 'tab-ann', serial: 1, id: 'workbook.insert-rows', params: { sheetId, index: 0, side: 'above' } } });
    first.receive(ann, { type: 'command', command: { localId: 2, baseSeq: 0, origin: 'tab-ann', serial: 2, id: 'workbook.set-cell', params: { sheetId, row: 1, col: 1, text: '=A1+1' } } });
    await until(() => entries.length === 2);
    // The first room ran them: it welcomes with its workbook.
    const atDan = socket();
    await first.join(atDan, { userId: 'u4', name: 'Dan' });
    const expected = welcomeOf(atDan.messages).document;
    expect(expected).toBeDefined();
    await first.shutDown();

    const settings = settingsOver(entries, content);
    const room = await LiveRoom.open(live, settings, () => undefined);
    const atBob = socket();
    const bob = (await room.join(atBob, { userId: 'u2', name: 'Bob' }, { origin: 'tab-ann' }))!;
    const welcome = welcomeOf(atBob.messages);
    expect(settings.reads).toBe(0);
    expect(welcome).toMatchObject({ seq: 2, applied: 2, content });
    expect(welcome.document).toBeUndefined();
    expect(welcome.commands?.map((command) => command.seq)).toEqual([1, 2]);
    const built = documentOfWelcome(welcome);
    expect(built).toEqual(expected);

    room.receive(bob, { type: 'command', command: { localId: 1, baseSeq: 2, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'loaded' } } });
    await until(() => atBob.messages.some((message) => message.type === 'command'));
    expect(settings.reads).toBe(1);
    const sequenced = atBob.messages.find((message): message is Command => message.type === 'command')!.command;
    const atCara = socket();
    await room.join(atCara, { userId: 'u3', name: 'Cara' });
    const loadedWelcome = welcomeOf(atCara.messages);
    expect(loadedWelcome.content).toBeUndefined();
    expect(loadedWelcome.document).toEqual(applyPatches(built, sequenced.patches as Parameters<typeof applyPatches>[1]));
    await room.shutDown();
  });
});
