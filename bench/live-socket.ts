import WebSocket from 'ws';
import { type ClientMessage, PING_INTERVAL_MS, PROTOCOL_VERSION, type ServerMessage } from '../plugins/collab/protocol.js';

/** A live socket that counts the bytes it sends and receives and hands out messages as they come. */
export class LiveSocket {
  sent = 0;
  received = 0;
  /** The last seq this socket has seen (its welcome's, then each command's): a command sent now is based on it. */
  seq = 0;
  private readonly waiting: ((message: ServerMessage) => boolean)[] = [];

  private readonly pinger: NodeJS.Timeout;

  private constructor(private readonly ws: WebSocket) {
    // As the editor does: a socket silent for PEER_TIMEOUT_MS is closed by the room (not counted in `sent`).
    // Not before the socket is open: on a loaded machine the upgrade (and a big welcome) can take longer than one interval.
    this.pinger = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
    ws.on('message', (data: Buffer) => {
      this.received += data.byteLength;
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'welcome') this.seq = message.seq;
      if (message.type === 'command') this.seq = Math.max(this.seq, message.command.seq);
      const index = this.waiting.findIndex((take) => take(message));
      if (index >= 0) this.waiting.splice(index, 1);
    });
  }

  static async open(url: string, query: string, apiKey: string): Promise<{ socket: LiveSocket; welcome: Extract<ServerMessage, { type: 'welcome' }> }> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live?${query}&protocol=${PROTOCOL_VERSION}`, { headers: { 'x-api-key': apiKey } });
    const socket = new LiveSocket(ws);
    const welcome = await socket.next((message): message is Extract<ServerMessage, { type: 'welcome' }> => message.type === 'welcome');
    return { socket, welcome };
  }

  send(message: ClientMessage): void {
    const text = JSON.stringify(message);
    this.sent += Buffer.byteLength(text);
    this.ws.send(text);
  }

  next<T extends ServerMessage>(test: (message: ServerMessage) => message is T): Promise<T> {
    return new Promise((done) => this.waiting.push((message) => (test(message) ? (done(message), true) : false)));
  }

  close(): Promise<void> {
    clearInterval(this.pinger);
    return new Promise((done) => {
      this.ws.once('close', () => done());
      this.ws.close();
    });
  }
}

