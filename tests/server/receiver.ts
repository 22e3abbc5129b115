import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server that records what it receives and answers as told (webhooks, input overrides). */
export interface Receiver {
  readonly url: string;
  readonly received: { path: string; body: string; headers: IncomingMessage['headers'] }[];
  respond: (path: string) => { status: number; body: string; delayMs?: number };
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = {
    received: [] as Receiver['received'],
    respond: (_path: string) => ({ status: 200, body: '{}' }) as { status: number; body: string; delayMs?: number },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString(), headers: req.headers });
      const answer = receiver.respond(req.url ?? '');
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  });
}
