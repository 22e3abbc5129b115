import WebSocket from 'ws';
import { createKernel, type Kernel, type PluginManifest } from '../../kernel/runtime.js';
import { ClientSync, collabPlugin, PROTOCOL_VERSION, type ServerMessage } from '../../plugins/collab/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { namesPlugin } from '../../plugins/names/index.js';
import { initialView, newWorkbook, SequentialIdGenerator, workbookPlugin, type Workbook, type WorkbookView } from '../../plugins/workbook/index.js';

type Plugin = PluginManifest<Workbook, WorkbookView>;

/** What an editor needs to run cell edits and others' commands (no engine: nothing is computed or drawn). */
const PLUGINS: readonly Plugin[] = [workbookPlugin, namesPlugin as Plugin, formulasPlugin as Plugin, collabPlugin as Plugin];

/** A signed-in session's cookie, for the live channel's upgrade request. */
export async function sessionCookie(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/**
 * An editor of a template version that is not a browser: the editor's own ClientSync and kernel over a
 * `ws` socket, speaking the live channel as a tab does. It stands for a co-editor on another machine:
 * the server and the other editors get its commands and its share of the traffic, and this machine does
 * not pay a renderer for it.
 */
export class ProtocolEditor {
  private constructor(private readonly socket: WebSocket, private readonly kernel: Kernel<Workbook, WorkbookView>) {}

  static async open(url: string, gridId: string, versionId: string, cookie: string): Promise<ProtocolEditor> {
    const document = newWorkbook(new SequentialIdGenerator());
    const kernel = createKernel<Workbook, WorkbookView>({ plugins: PLUGINS, document, view: initialView(document) });
    const query = new URLSearchParams({ grid: gridId, version: versionId, protocol: String(PROTOCOL_VERSION) });
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live?${query.toString()}`, { headers: { cookie } });
    const sync = new ClientSync({ kernel, send: (message) => socket.send(JSON.stringify(message)) });
    const welcomed = new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as ServerMessage;
        sync.receive(message);
        if (message.type === 'welcome') resolve();
      });
      socket.on('error', reject);
      socket.on('unexpected-response', (_request, response) => reject(new Error(`live channel refused: ${response.statusCode}`)));
    });
    await welcomed;
    return new ProtocolEditor(socket, kernel);
  }

  /** The command a typed cell commits. */
  setCell(row: number, col: number, text: string): void {
    const sheetId = this.kernel.store.state.sheetIds[0];
    this.kernel.execute('workbook.set-cell', { sheetId, row, col, text });
  }

  close(): void {
    this.socket.close();
  }
}
