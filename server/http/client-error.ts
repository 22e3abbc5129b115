import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refused (llhttp's HPE_ codes, Node's own for a slow request), in words. */
function refusal(code: string | undefined): { readonly status: number; readonly message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request\'s headers are too large.' };
    case 'HPE_INVALID_HEADER_TOKEN':
      return { status: 400, message: 'A request header holds a character headers may not hold (a control character such as a line break, or a space in its name).' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

/**
 * The server's 'clientError': a request Node's parser refused before any route saw it (a header with a
 * control character, headers past the size limit, bytes that are not HTTP) gets the same `{ "error" }`
 * JSON as any other bad input (Node's default was an empty 400), then the connection is closed. A
 * connection reset, or one whose earlier answer has started (keep-alive), is only closed.
 */
export function answerClientError(error: Error & { code?: string }, stream: Duplex): void {
  const socket = stream as Socket;
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const { status, message } = refusal(error.code);
  const body = JSON.stringify({ error: message });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
