import { createKernel, type Kernel, type PluginManifest } from '../../../kernel/runtime.js';
import { chartsPlugin } from '../../../plugins/charts/manifest.js';
import { ClientSync, collabPlugin, RoomCore, type ClientMessage, type CollabNotice, type RoomVeto, type ServerMessage } from '../../../plugins/collab/index.js';
import { conditionalFormatsPlugin } from '../../../plugins/conditional-formats/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { locksPlugin } from '../../../plugins/locks/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { sortPlugin } from '../../../plugins/sort/index.js';
import { validationPlugin } from '../../../plugins/validation/index.js';
import { getCell, initialView, newWorkbook, SequentialIdGenerator, workbookPlugin, type Cell, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';

type Plugin = PluginManifest<Workbook, WorkbookView>;

/** The host-neutral plugins a room and its editors run (no engine: convergence is about documents). */
export const collabPlugins: readonly Plugin[] = [
  workbookPlugin,
  namesPlugin as Plugin,
  formulasPlugin as Plugin,
  validationPlugin as Plugin,
  sortPlugin as Plugin,
  locksPlugin as Plugin,
  conditionalFormatsPlugin as Plugin,
  chartsPlugin as Plugin,
  collabPlugin as Plugin,
];

/** A fresh workbook with predictable ids (one sheet of the default size). */
export function startDocument(): Workbook {
  return newWorkbook(new SequentialIdGenerator());
}

export interface TestClient {
  readonly name: string;
  readonly kernel: Kernel<Workbook, WorkbookView>;
  readonly sync: ClientSync;
  readonly notices: CollabNotice[];
  /** Messages the client sent, not yet delivered to the room (a socket is FIFO). */
  readonly outbox: ClientMessage[];
  /** Messages the room sent, not yet delivered to the client. */
  readonly inbox: ServerMessage[];
  connected: boolean;
  run(id: string, params: unknown): boolean;
  cell(row: number, col: number, sheetIndex?: number): Cell | undefined;
}

/**
 * A room and its clients over an in-memory transport that delivers only when told: tests choose the
 * interleaving (each direction of each socket stays in order, as a WebSocket does).
 */
export class TestNetwork {
  readonly room: RoomCore;
  readonly clients: TestClient[] = [];
  private nextClient = 0;

  constructor(readonly document: Workbook = startDocument(), veto?: RoomVeto) {
    this.room = new RoomCore({ plugins: collabPlugins, document, seq: 0, veto });
  }

  join(name: string): TestClient {
    const kernel = createKernel<Workbook, WorkbookView>({ plugins: collabPlugins, document: this.document, view: initialView(this.document) });
    const outbox: ClientMessage[] = [];
    const client: TestClient = {
      name,
      kernel,
      sync: new ClientSync({ kernel, send: (message) => outbox.push(message), origin: `origin-${name}` }),
      notices: [],
      outbox,
      inbox: [],
      connected: false,
      run: (id, params) => kernel.execute(id, params).ok,
      cell: (row, col, sheetIndex = 0) => {
        const state = kernel.store.state;
        const sheet = state.sheetsById[state.sheetIds[sheetIndex]];
        return getCell(sheet, sheet.rowIds[row], sheet.columnIds[col]);
      },
    };
    client.sync.notices$.subscribe((notice) => client.notices.push(notice));
    this.clients.push(client);
    this.connect(client);
    return client;
  }

  connect(client: TestClient): void {
    client.connected = true;
    client.inbox.push({ type: 'welcome', clientId: `c${++this.nextClient}`, seq: this.room.seq, document: this.room.document, peers: [], applied: this.room.appliedSerial(`origin-${client.name}`) });
    this.toClient(client);
  }

  /** The socket drops: what was in flight either way is lost. */
  disconnect(client: TestClient): void {
    client.connected = false;
    client.outbox.length = 0;
    client.inbox.length = 0;
    client.sync.disconnected();
  }

  /** Delivers up to `count` of a client's messages to the room (all by default). */
  toRoom(client: TestClient, count = Infinity): void {
    for (let i = 0; i < count && client.outbox.length > 0; i++) {
      const message = client.outbox.shift()!;
      if (message.type !== 'command') continue;
      const clientId = client.sync.clientId!;
      const result = this.room.submit(clientId, { userId: client.name, name: client.name }, message.command);
      if ('rejected' in result) {
        client.inbox.push({ type: 'rejected', localId: message.command.localId, reason: result.rejected, duplicate: result.duplicate });
        continue;
      }
      for (const other of this.clients) if (other.connected) other.inbox.push({ type: 'command', command: result });
    }
  }

  /** Delivers up to `count` of the room's messages to a client (all by default). */
  toClient(client: TestClient, count = Infinity): void {
    for (let i = 0; i < count && client.inbox.length > 0; i++) client.sync.receive(client.inbox.shift()!);
  }

  /** Delivers everything until nothing moves. */
  settle(): void {
    while (this.clients.some((client) => client.outbox.length > 0 || client.inbox.length > 0)) {
      for (const client of this.clients) {
        this.toRoom(client);
        this.toClient(client);
      }
    }
  }
}
