import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { LiveCaller, LiveEndpoint, LiveTarget } from '../../../server/plugin-api/index.js';
import { HttpError } from '../../../server/plugin-api/index.js';
import { MAX_FRAME_BYTES, type ServerMessage } from '../protocol.js';
import { encodedFrame } from './encoded.js';
import { parseFrame } from './frames.js';
import { CLOSE_PROTOCOL, type LiveRoom, type RoomSettings, type RoomSocket } from './room.js';
import { Rooms } from './rooms.js';

export const LIVE_PATH = '/api/live';

/**
 * The live channel's WebSocket endpoint: signs the upgrade in (cookie or API key), checks its origin and
 * its target under the HTTP routes' access rules, then hands the socket to its document's room. Frames
 * over MAX_FRAME_BYTES close the socket (1009, by ws); binary or unreadable ones are refused.
 */
export function liveEndpoint(settings: RoomSettings): LiveEndpoint {
  const { host } = settings;
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const rooms = new Rooms(settings);

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const refusal = host.originRefusal(request);
    if (refusal) return answer(socket, 403, refusal);
    const target = targetOf(request.url ?? '');
    if (typeof target === 'string') return answer(socket, 400, target);
    const caller = await host.identify(request);
    if (!caller) return answer(socket, 401, 'Sign in (a session cookie or an API key) to edit live.');
    const document = await host.open(caller, target);
    const tab = tabOf(request.url ?? '/');
    server.handleUpgrade(request, socket, head, (ws) => void attach(ws, caller, tab, () => rooms.roomOf(document)).catch((error: Error) => {
      host.logLine(`live channel: ${document.key}: ${error.message}`);
      ws.close(1011, 'The document could not be opened.');
    }));
  };

  return {
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      if (new URL(request.url ?? '/', 'http://x').pathname !== LIVE_PATH) return false;
      socket.on('error', () => undefined);
      accept(request, socket, head).catch((error: unknown) => {
        if (error instanceof HttpError) return answer(socket, error.status, error.message);
        host.logLine(`live channel: upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
        return answer(socket, 500, 'The live channel failed.');
      });
      return true;
    },
    fold: (key) => rooms.fold(key),
    async close() {
      for (const client of server.clients) client.terminate();
      await rooms.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Joins the socket to its room (asking again when the room closed as it joined) and routes its frames. */
async function attach(ws: WebSocket, caller: LiveCaller, tab: Tab, roomOf: () => Promise<LiveRoom>): Promise<void> {
  // Frames that come while the room opens are read once the socket has joined, in order.
  const early: { data: RawData; isBinary: boolean }[] = [];
  const state: { joined?: { room: LiveRoom; id: string } } = {};
  const handle = (data: RawData, isBinary: boolean, { room, id }: { room: LiveRoom; id: string }): void => {
    if (isBinary) return ws.close(CLOSE_PROTOCOL, 'Only text frames (JSON) are read.');
    const parsed = parseFrame(data.toString());
    if ('message' in parsed) return room.receive(id, parsed.message);
    if (parsed.localId !== undefined) return room.refuse(id, parsed.localId, parsed.error);
    ws.close(CLOSE_PROTOCOL, parsed.error.slice(0, 120));
  };
  ws.on('message', (data, isBinary) => (state.joined ? handle(data, isBinary, state.joined) : early.push({ data, isBinary })));
  ws.on('error', () => undefined);
  const socket: RoomSocket = {
    send: (message: ServerMessage) => {
      // Written once for all the room's sockets (a broadcast sends one message object to each), as a text frame.
      if (ws.readyState === WebSocket.OPEN) ws.send(encodedFrame(message), { binary: false });
    },
    close: (code, reason) => ws.close(code, reason),
  };
  const author = { userId: caller.userId, name: caller.name };
  let room: LiveRoom;
  let clientId: string | undefined;
  do {
    room = await roomOf();
    clientId = await room.join(socket, author, tab);
  } while (clientId === undefined);
  const member = { room, id: clientId };
  ws.on('close', () => member.room.leave(member.id));
  if (ws.readyState !== WebSocket.OPEN) return member.room.leave(member.id);
  state.joined = member;
  for (const frame of early.splice(0)) handle(frame.data, frame.isBinary, member);
}

/** Which editor and page a socket is, and what its page's code reads: `origin=`, `page=` and `protocol=` of its address. */
interface Tab {
  readonly origin?: string;
  readonly page?: string;
  readonly protocol: number;
}

function tabOf(url: string): Tab {
  const query = new URL(url, 'http://x').searchParams;
  const origin = query.get('origin');
  const page = query.get('page');
  const protocol = Number(query.get('protocol') ?? 1);
  return { ...(origin ? { origin } : {}), ...(page ? { page } : {}), protocol: Number.isSafeInteger(protocol) && protocol > 0 ? protocol : 1 };
}

/** The document a URL asks for, or why it names none. */
export function targetOf(url: string): LiveTarget | string {
  const query = new URL(url, 'http://x').searchParams;
  const shadow = query.get('shadow');
  if (shadow) return { kind: 'shadow', token: shadow };
  const gridId = query.get('grid');
  const versionId = query.get('version');
  if (gridId && versionId) return { kind: 'version', gridId, versionId };
  return 'Name the document: /api/live?grid=<id>&version=<version id> or /api/live?shadow=<token> (and the tab\'s origin=<id>).';
}

/** Refuses an upgrade with an HTTP answer, as a route would (`{ "error": ... }`). */
function answer(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
