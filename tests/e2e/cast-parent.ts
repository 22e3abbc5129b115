import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * A real parent page on loopback (its own port, so its own origin) that embeds a cast in an iframe and
 * records every message the frame posts, in order, in `window.castMessages`.
 */
export interface CastParent {
  readonly url: (castUrl: string) => string;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html><head><title>Parent page</title></head><body>
<h1>Parent page</h1>
<iframe id="cast" title="Embedded cast" width="900" height="600"></iframe>
<script>
  window.castMessages = [];
  window.addEventListener('message', (event) => window.castMessages.push(event.data));
  document.getElementById('cast').src = new URLSearchParams(location.search).get('cast');
</script></body></html>`;

export async function startCastParent(): Promise<CastParent> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (castUrl) => `http://127.0.0.1:${port}/?cast=${encodeURIComponent(castUrl)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type RecordedMessage = Record<string, unknown> & { type: string };

/** The messages the parent has received so far. */
export function messagesOf(page: Page): Promise<RecordedMessage[]> {
  return page.evaluate(() => (window as unknown as { castMessages: RecordedMessage[] }).castMessages);
}
