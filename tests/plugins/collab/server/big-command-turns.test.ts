import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, RoomCore, type ServerMessage } from '../../../../plugins/collab/index.js';
import { CommandQueue } from '../../../../plugins/collab/server/command-queue.js';
import { LiveRoom, type RoomSettings } from '../../../../plugins/collab/server/room.js';
import { readTemplateFile, templateFileTextSteps, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import type { JsonObject, LiveHost } from '../../../../server/plugin-api/index.js';
import type { LogEntry } from '../../../../server/storage/command-log.js';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet } from '../../../../plugins/workbook/create.js';
import { getCell, newWorkbook, SequentialIdGenerator, type Sheet, type Workbook } from '../../../../plugins/workbook/index.js';
import type { Draft } from 'immer';
import { collabPlugins, startDocument } from '../harness.js';

/** Folds as the room stored them: at once (`fold`) or written in steps (`foldText`), with their seq. */
interface Folded {
  readonly content: JsonObject;
  readonly seq: number;
  readonly stepped: boolean;
}

function settingsOver(entries: LogEntry[], content: JsonObject, folded: Folded[], foldEvery = 10_000, writeWorkbookSteps: RoomSettings['writeWorkbookSteps'] = templateFileTextSteps): RoomSettings {
  return {
    host: {
      log: {
        append: async (_key: string, added: readonly LogEntry[]) => void entries.push(...added),
        since: async (_key: string, seq: number) => entries.filter((entry) => entry.seq > seq),
      },
      logLine: () => undefined,
      fold: async (_key: string, written: JsonObject, seq: number) => void folded.push({ content: written, seq, stepped: false }),
      foldText: async (_key: string, pieces: readonly string[], seq: number) => void folded.push({ content: JSON.parse(pieces.join('')) as JsonObject, seq, stepped: true }),
      reread: async () => ({ content, seq: 0 }),
    } as unknown as LiveHost,
    makeEngine: (document, seq) => new RoomCore({ plugins: collabPlugins, document, seq }),
    readWorkbook: (stored) => readTemplateFile(stored),
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    writeWorkbookSteps,
    foldEvery,
    foldIdleMs: 60_000,
  };
}

function socket() {
  const messages: ServerMessage[] = [];
  return { messages, send: (message: ServerMessage) => messages.push(message), close: () => undefined };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

/** A room over `document` (a fresh one by default) with its log in `entries`, and Ann and Bob in it. */
async function roomOfTwo(document: Workbook = startDocument(), ...options: [foldEvery?: number, writeWorkbookSteps?: RoomSettings['writeWorkbookSteps']]) {
  const content = writeTemplateFile(document) as unknown as JsonObject;
  const entries: LogEntry[] = [];
  const folded: Folded[] = [];
  const room = await LiveRoom.open({ key: 'version-v1', kind: 'version', versionId: 'v1', content, seq: 0 }, settingsOver(entries, content, folded, ...options), () => undefined);
  const [atAnn, atBob] = [socket(), socket()];
  const ann = (await room.join(atAnn, { userId: 'u1', name: 'Ann' }, { protocol: PROTOCOL_VERSION }))!;
  const bob = (await room.join(atBob, { userId: 'u2', name: 'Bob' }, { protocol: PROTOCOL_VERSION }))!;
  return { room, sheetId: document.sheetIds[0], entries, folded, atAnn, atBob, ann, bob };
}

describe('a big command in parts does not hold another editor\'s command', () => {
  it('takes the other editor\'s command after one part, keeps each editor\'s order, and logs no inverse patches', async () => {
    const { room, sheetId, entries, atBob, ann, bob } = await roomOfTwo();
    // A paste of 12 parts arrives, then Bob's one-cell edit: all received before the room's first turn.
    for (let part = 0; part < 12; part++) {
      const cells = Array.from({ length: 500 }, (_, i) => ({ row: part * 50 + Math.floor(i / 10), col: i % 10, text: `${part}-${i}` }));
      room.receive(ann, { type: 'command', command: { localId: part + 1, baseSeq: 0, batch: 1, id: 'workbook.set-cells', params: { sheetId, cells } } });
    }
    room.receive(bob, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 12, text: 'Bob' } } });
    await until(() => entries.length === 13);

    const sequenced = atBob.messages.flatMap((message) => (message.type === 'command' ? [message.command] : []));
    expect(sequenced.find((command) => command.clientId === bob)?.seq).toBe(2);
    expect(sequenced.filter((command) => command.clientId === ann).map((command) => command.localId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sequenced.map((command) => command.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const entry of entries) expect(JSON.parse(entry.text).command).not.toHaveProperty('inversePatches');
    expect(entries.map((entry) => JSON.parse(entry.text).command)).toEqual(sequenced);
    await room.shutDown();
  });
});

const SORTED_ROWS = 12_000;

/** Data: SORTED_ROWS rows of a number and a formula over it (a sort this big is prepared in steps); Other: empty. */
function sortableWorkbook(): Workbook {
  const ids = new SequentialIdGenerator();
  const data = newSheet(ids, 'Data', SORTED_ROWS, 2) as Draft<Sheet>;
  for (let r = 0; r < SORTED_ROWS; r++) {
    putCell(data, data.rowIds[r], data.columnIds[0], { value: (r * 7919) % SORTED_ROWS });
    putCell(data, data.rowIds[r], data.columnIds[1], { formula: `=A${r + 1}*2` });
  }
  const other = newSheet(ids, 'Other');
  return { ...newWorkbook(ids), sheetIds: [data.id, other.id], sheetsById: { [data.id]: data, [other.id]: other } };
}

const reversed = { top: 0, left: 0, bottom: SORTED_ROWS - 1, right: 1 };
const reversal = (sheetId: string) => ({ sheetId, area: reversed, order: Array.from({ length: SORTED_ROWS }, (_, i) => SORTED_ROWS - 1 - i) });

describe('a big sort is prepared in steps while others\' commands run', () => {
  it('runs an edit of another sheet first; its editor\'s next command and an edit of its sheet wait for it; it ends as a sort run at its seq', async () => {
    const document = sortableWorkbook();
    const [dataId, otherId] = document.sheetIds;
    const { room, entries, folded, atBob, ann, bob } = await roomOfTwo(document);
    // A page loaded before commands went without their patches (no protocol named): it gets them.
    const atOld = socket();
    await room.join(atOld, { userId: 'u3', name: 'Old page' });
    room.receive(ann, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'sort.rows', params: reversal(dataId) } });
    room.receive(ann, { type: 'command', command: { localId: 2, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId: otherId, row: 0, col: 1, text: 'Ann after' } } });
    room.receive(bob, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId: otherId, row: 0, col: 0, text: 'Bob' } } });
    room.receive(bob, { type: 'command', command: { localId: 2, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId: dataId, row: 0, col: 0, text: '-1' } } });
    await until(() => entries.length === 4);

    const sequenced = atBob.messages.flatMap((message) => (message.type === 'command' ? [message.command] : []));
    expect(sequenced.map((command) => `${command.clientId === ann ? 'Ann' : 'Bob'} ${command.localId}`)).toEqual(['Bob 1', 'Ann 1', 'Ann 2', 'Bob 2']);
    expect(sequenced[1].patches).toBeUndefined();
    const old = atOld.messages.flatMap((message) => (message.type === 'command' ? [message.command] : []));
    expect(old.map((command) => command.seq)).toEqual([1, 2, 3, 4]);
    expect(old[1].patches?.length).toBeGreaterThan(0);
    expect(old[1].structural).toEqual([{ kind: 'permute-rows', sheetId: dataId, area: reversed, order: reversal(dataId).order }]);
    expect(old[2]).toBe(sequenced[2]);

    // The same commands in that order, each run in full on a room of its own.
    const plain = new RoomCore({ plugins: collabPlugins, document, seq: 0 });
    for (const command of sequenced) plain.submit(command.clientId, command.author, { localId: command.localId, baseSeq: command.seq - 1, id: command.id, params: command.params });
    await room.fold();
    expect(folded.at(-1)).toEqual({ content: writeTemplateFile(plain.document), seq: 4, stepped: false });
    const data = plain.document.sheetsById[dataId];
    expect(getCell(data, data.rowIds[1], data.columnIds[1])?.formula).toBe(`=A2*2`);
    await room.shutDown();
  });
});

describe('a version folds every foldEvery commands, its text written in steps between turns', () => {
  it('folds the document at the seq it began at, while commands that came meanwhile run', async () => {
    const document = sortableWorkbook();
    const [, otherId] = document.sheetIds;
    let released = false;
    // Held until told: the fold is under way for as long as the test needs.
    const slowSteps: RoomSettings['writeWorkbookSteps'] = function* (workbook, write) {
      while (!released) yield;
      yield* templateFileTextSteps(workbook, write);
    };
    const { room, entries, folded, ann, bob } = await roomOfTwo(document, 2, slowSteps);
    const edit = (text: string, row: number) => ({ type: 'command' as const, command: { localId: row + 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId: otherId, row, col: 0, text } } });
    room.receive(ann, edit('one', 0));
    room.receive(ann, edit('two', 1));
    await until(() => entries.length === 2);
    room.receive(bob, edit('three', 2));
    await until(() => entries.length === 3);
    expect(folded).toEqual([]);
    released = true;
    await until(() => folded.length === 1);

    const plain = new RoomCore({ plugins: collabPlugins, document, seq: 0 });
    for (const [text, row] of [['one', 0], ['two', 1]] as const) plain.submit('c', { userId: 'u1', name: 'Ann' }, { ...edit(text, row).command, baseSeq: plain.seq });
    expect(folded[0]).toEqual({ content: writeTemplateFile(plain.document), seq: 2, stepped: true });
    await room.shutDown();
    expect(folded.at(-1)?.seq).toBe(3);
  });
});

describe("an editor's messages reach the others in the order it sent them", () => {
  it('sends a selection that came after a command of its editor only after that command, and at once otherwise', async () => {
    const { room, sheetId, entries, atAnn, atBob, ann } = await roomOfTwo();
    const kinds = () => atBob.messages.map((message) => message.type);
    const seen = atBob.messages.length;
    // Enter: the edit, then the move down, received together before the room's turn.
    room.receive(ann, { type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'typed' } } });
    room.receive(ann, { type: 'selection', selection: { sheetId, top: 1, left: 0, bottom: 1, right: 0 } });
    expect(kinds().slice(seen)).toEqual([]);
    await until(() => entries.length === 1);
    expect(kinds().slice(seen)).toEqual(['command', 'peers']);
    const peers = atBob.messages.at(-1) as Extract<ServerMessage, { type: 'peers' }>;
    expect(peers.peers.find((peer) => peer.clientId === ann)?.selection).toMatchObject({ top: 1 });
    // With nothing of Ann's unsent, her next move goes on at once; she is not sent her own.
    room.receive(ann, { type: 'selection', selection: { sheetId, top: 2, left: 0, bottom: 2, right: 0 } });
    expect(kinds().slice(seen)).toEqual(['command', 'peers', 'peers']);
    expect(atAnn.messages.filter((message) => message.type === 'peers').length).toBe(1);
    await room.shutDown();
  });
});

describe('CommandQueue', () => {
  const item = (clientId: string, n: number) => ({ clientId, n });

  it('takes editors in turn, each one\'s commands in order', () => {
    const queue = new CommandQueue<ReturnType<typeof item>>();
    for (const next of [item('a', 1), item('a', 2), item('a', 3), item('b', 1), item('c', 1), item('b', 2)]) queue.push(next);
    const taken = [];
    while (queue.size > 0) taken.push(queue.take()!);
    expect(taken.map(({ clientId, n }) => `${clientId}${n}`)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.take()).toBeUndefined();
  });

  it('puts taken commands back in front, in their order', () => {
    const queue = new CommandQueue<ReturnType<typeof item>>();
    for (const next of [item('a', 1), item('b', 1), item('a', 2), item('b', 2)]) queue.push(next);
    const batch = [queue.take()!, queue.take()!];
    queue.putBack(batch);
    expect(queue.size).toBe(4);
    const taken = [];
    while (queue.size > 0) taken.push(queue.take()!);
    expect(taken.map(({ clientId, n }) => `${clientId}${n}`)).toEqual(['a1', 'b1', 'a2', 'b2']);
  });
});
